/**
 * An activity's tags as chips: 2 on a phone, 3 from 641 px, the rest counted in a '+N' chip
 * (spec part 1, Discover). Both counts are rendered and CSS picks one, so nothing shifts on resize.
 */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <span />;
  const chip = 'rounded-full bg-primary-tint px-2 py-0.5 text-xs font-medium text-primary-hover';
  const morePhone = tags.length - 2;
  const moreWide = tags.length - 3;
  return (
    <ul className="flex min-w-0 flex-wrap gap-1" aria-label="Tags">
      {tags.slice(0, 3).map((tag, i) => (
        <li key={tag} className={i === 2 ? 'hidden sm:block' : undefined}>
          <span className={chip}>{tag}</span>
        </li>
      ))}
      {morePhone > 0 && (
        <li className="sm:hidden">
          <span className={chip} aria-label={`${morePhone} more`}>
            +{morePhone}
          </span>
        </li>
      )}
      {moreWide > 0 && (
        <li className="hidden sm:block">
          <span className={chip} aria-label={`${moreWide} more`}>
            +{moreWide}
          </span>
        </li>
      )}
    </ul>
  );
}

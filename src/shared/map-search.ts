/**
 * Discover's map search (spec part 1, section 5): a case-insensitive substring of the
 * activity's title or its location's name. Blank text matches everything.
 */
export function matchesMapSearch(
  activity: { title: string; location: { name: string } },
  text: string,
): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [activity.title, activity.location.name].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

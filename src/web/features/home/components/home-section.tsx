import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A home section: an h2 (with an optional link or button beside it) and its content. */
export function HomeSection({
  title,
  action,
  className,
  headingId: givenId,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  /** When the content needs to point at the heading (aria-labelledby). */
  headingId?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const headingId = givenId ?? ownId;
  return (
    <section aria-labelledby={headingId} className={cn('min-w-0', className)}>
      <div className="mb-3 flex min-h-11 items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A home section drawn as a card (My Kids, This Week). */
export const sectionCardClasses = 'rounded-3xl border border-line bg-white p-4 shadow-xs sm:p-5';

/** The small "See all"-style link at the right of a section heading. */
export const sectionLinkClasses =
  'inline-flex min-h-11 items-center gap-1 rounded-xl px-2 text-[15px] font-semibold text-primary hover:text-primary-hover hover:underline';

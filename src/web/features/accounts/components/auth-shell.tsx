import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

type AuthShellProps = {
  title: string;
  description?: ReactNode;
  /** Shown as the back arrow when set. */
  onBack?: () => void;
  children: ReactNode;
};

/** The auth screens' own layout: no app header or navigation, a card on a friendly backdrop. */
export function AuthShell({ title, description, onBack, children }: AuthShellProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);

  useEffect(() => {
    document.title = `${title} · Kidventure`;
    // When the mode changes in place, tell keyboard and screen-reader users where they are.
    if (shownTitle.current !== title) headingRef.current?.focus();
    shownTitle.current = title;
  }, [title]);

  return (
    <div className="min-h-dvh bg-canvas bg-[radial-gradient(circle_at_100%_0%,#ccfbf1_0,transparent_40%),radial-gradient(circle_at_0%_100%,#fef3c7_0,transparent_40%)] bg-fixed">
      <div className="relative mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pt-3 pb-8 sm:justify-center sm:py-10">
        <div className="flex items-center justify-between">
          {onBack ? (
            <button
              type="button"
              aria-label="Back"
              onClick={onBack}
              className={buttonClasses({ variant: 'ghost', size: 'icon' })}
            >
              <ArrowLeft aria-hidden className="size-5" />
            </button>
          ) : (
            <span className="size-11" />
          )}
          <Link
            to="/"
            aria-label="Close"
            className={buttonClasses({ variant: 'ghost', size: 'icon' })}
          >
            <X aria-hidden className="size-5" />
          </Link>
        </div>
        <main className="mt-2 rounded-3xl border border-line bg-white p-6 shadow-xl shadow-stone-900/5 sm:p-8">
          <div className="mb-6 text-center">
            <img src="/favicon.svg" alt="" className="mx-auto mb-4 size-14 rounded-2xl shadow-md" />
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-extrabold tracking-tight text-ink focus:outline-none"
            >
              {title}
            </h1>
            {description && <p className="mt-2 text-[15px] text-muted">{description}</p>}
          </div>
          {children}
        </main>
      </div>
    </div>
  );
}

import { Hourglass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { pageTitle } from '../../components/layout/page-title';
import { buttonClasses } from '../../components/ui/button';

/** A screen a later issue builds: its title and a friendly "Coming soon". */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{pageTitle(pathname)}</h1>
      <div className="mt-6 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-amber-800">
          <Hourglass aria-hidden className="size-6" />
        </span>
        <p className="mt-4 text-lg font-bold">Coming soon</p>
        <p className="mt-1 text-muted">We're still building this part of Kidventure.</p>
        <Link to="/" className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}

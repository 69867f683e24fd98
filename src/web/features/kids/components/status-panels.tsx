import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** The page for an unknown id, or another parent's (the API answers 404 for both). */
export function ProfileNotFound() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-xs">
      <span className="flex size-14 items-center justify-center rounded-full bg-coral-soft text-rose-800">
        <SearchX aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight">Profile Not Found</h1>
      <p className="mt-2 max-w-sm text-muted">
        This kid profile doesn't exist or is no longer available.
      </p>
      <Link to="/profiles" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        Back to Profiles
      </Link>
    </div>
  );
}

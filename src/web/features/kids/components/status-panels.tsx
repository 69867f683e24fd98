import { RotateCcw, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';

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

/** A request failed: say so and offer to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  heading = 'h2',
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** h1 when the error is the whole page. */
  heading?: 'h1' | 'h2';
}) {
  const Heading = heading;
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-xs"
    >
      <Heading className="text-lg font-bold">{title}</Heading>
      <p className="mt-1 max-w-sm text-muted">{message}</p>
      <Button variant="secondary" className="mt-5" busy={retrying} onClick={onRetry}>
        <RotateCcw aria-hidden className="size-4" />
        Try again
      </Button>
    </div>
  );
}

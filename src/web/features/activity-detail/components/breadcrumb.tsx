import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** Home › Discover › {title}; the last crumb is this page. */
export function Breadcrumb({ title }: { title: string }) {
  const link = 'rounded font-semibold text-primary hover:underline underline-offset-4';
  const separator = <ChevronRight aria-hidden className="size-4 shrink-0 text-stone-400" />;
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li className="flex shrink-0 items-center gap-1.5">
          <Link to="/" className={link}>
            Home
          </Link>
          {separator}
        </li>
        <li className="flex shrink-0 items-center gap-1.5">
          <Link to="/activities" className={link}>
            Discover
          </Link>
          {separator}
        </li>
        <li className="min-w-0">
          <span aria-current="page" className="block truncate text-muted">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

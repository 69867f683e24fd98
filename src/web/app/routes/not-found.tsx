import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

export function Component() {
  return <NotFound />;
}

/** 'Oops! Page not found' (also a dead shared-list link); the bad path is only logged. */
export function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Only logged, not reported as an error: a mistyped address is not a fault.
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <div className="flex flex-col items-center py-12 text-center sm:py-20">
      <p aria-hidden className="text-7xl font-black tracking-tight text-primary sm:text-8xl">
        404
      </p>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
        Oops! Page not found
      </h1>
      <p className="mt-2 max-w-sm text-muted">
        The page you were looking for doesn't exist or has moved.
      </p>
      <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        Return to Home
      </Link>
    </div>
  );
}

import {
  startTransition,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const subscribeNever = () => () => {};

/**
 * Shows `placeholder` until it comes within `rootMargin` of the viewport, then `children` for
 * good: below-the-fold parts of a page (and their code) wait until the parent scrolls towards
 * them. Where IntersectionObserver is missing, the children show at once.
 */
export function WhenNearViewport({
  placeholder,
  rootMargin = '400px 0px',
  children,
}: {
  placeholder: ReactNode;
  rootMargin?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setNear] = useState(false);
  // Where nothing can observe (tests), the content shows at once; the server renders the
  // placeholder, as the browser's first render does.
  const cannotObserve = useSyncExternalStore(
    subscribeNever,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  const near = seen || cannotObserve;

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Rendered in slices the browser can interrupt: a tap meanwhile is not kept waiting.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  if (near) return children;
  return <div ref={ref}>{placeholder}</div>;
}

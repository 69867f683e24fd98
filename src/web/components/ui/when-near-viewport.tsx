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
 * Whether the page has been scrolled since the app started. Until then, only what is in the
 * viewport counts as near: a part just below the fold waits for the parent to move, rather than
 * loading and rendering its code while the page is still starting (issue 31).
 */
let scrolledOnce = false;
const hasScrolled = () => scrolledOnce;
const subscribeScroll = (onChange: () => void) => {
  const onScroll = () => {
    scrolledOnce = true;
    onChange();
  };
  // A page the browser opened scrolled (back, or a reload) counts as scrolled. Read here, once
  // the render is committed, not in the render: reading the scroll position in the middle of
  // hydration made the browser lay the page out there and then (issue 31).
  if (!scrolledOnce && window.scrollY > 0) scrolledOnce = true;
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
};

/**
 * Shows `placeholder` until it comes into the viewport, or within `rootMargin` of it once the
 * parent scrolls, then `children` for good: below-the-fold parts of a page (and their code) wait
 * until the parent scrolls towards them. Where IntersectionObserver is missing, the children show
 * at once.
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
  const scrolled = useSyncExternalStore(subscribeScroll, hasScrolled, () => false);
  const margin = scrolled ? rootMargin : '0px';

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Rendered in slices the browser can interrupt: a tap meanwhile is not kept waiting.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return children;
  return <div ref={ref}>{placeholder}</div>;
}

import { useEffect } from 'react';

/**
 * Keeps a focused control clear of the sticky booking bar and the bottom navigation when the
 * keyboard scrolls it into view (WCAG 2.4.11), for as long as the page is open.
 */
export function useFocusClearOfBar() {
  useEffect(() => {
    const html = document.documentElement;
    const previous = html.style.scrollPaddingBottom;
    html.style.scrollPaddingBottom = '10rem';
    return () => {
      html.style.scrollPaddingBottom = previous;
    };
  }, []);
}

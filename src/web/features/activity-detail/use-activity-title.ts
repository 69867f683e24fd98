import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../components/layout/page-title';

/**
 * The tab shows the activity ('Pottery Wheel Basics · Kidventure') while the page is open,
 * instead of the layout's generic 'Activity Details'; the previous title comes back on leaving.
 */
export function useActivityTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

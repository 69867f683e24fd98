import { useEffect } from 'react';
import { PRODUCT_NAME } from './page-title';

/**
 * The names the tab may show: the layout's title for the path, and the name of the page on
 * screen, which wins while it is shown. They live outside React: naming the tab changes no markup,
 * so it re-renders nothing (a state in the layout re-rendered the header and the navigation once
 * the activity page had named itself, just after the page was taken over).
 */
const names: { layout: string; page: string | null } = { layout: PRODUCT_NAME, page: null };

function showTitle() {
  const title = names.page ?? names.layout;
  const text = title === PRODUCT_NAME ? PRODUCT_NAME : `${title} · ${PRODUCT_NAME}`;
  // Setting the same title again still costs the browser work; a rendered page has it already.
  if (document.title !== text) document.title = text;
}

/** The browser tab's title for the layout's path ('Activity Details · Kidventure'). */
export function useTabTitle(layoutTitle: string) {
  useEffect(() => {
    names.layout = layoutTitle;
    showTitle();
  }, [layoutTitle]);
}

/**
 * Names the tab after this page (e.g. the activity's title) while it is shown; null: not yet.
 * Whichever effect runs first — a page whose data is already cached names itself before the
 * layout's effect runs — the page's name wins while it is shown.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    names.page = title;
    showTitle();
    return () => {
      names.page = null;
      showTitle();
    };
  }, [title]);
}

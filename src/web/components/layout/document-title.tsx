import { createContext, useContext, useEffect, useState } from 'react';
import { PRODUCT_NAME } from './page-title';

const TitleOverride = createContext<(title: string | null) => void>(() => {});

/**
 * The browser tab's title: the layout's title for the path ('Activity Details · Kidventure'),
 * unless the page on screen names itself (useDocumentTitle). Whichever effect runs first —
 * a page whose data is already cached renders its name before the layout's effect — the
 * page's name wins while it is shown.
 */
export function useTabTitle(layoutTitle: string) {
  const [override, setOverride] = useState<string | null>(null);
  const title = override ?? layoutTitle;
  useEffect(() => {
    document.title = title === PRODUCT_NAME ? PRODUCT_NAME : `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return { TitleProvider: TitleOverride.Provider, setOverride };
}

/** Names the tab after this page (e.g. the activity's title) while it is shown; null: not yet. */
export function useDocumentTitle(title: string | null) {
  const setOverride = useContext(TitleOverride);
  useEffect(() => {
    if (title === null) return;
    setOverride(title);
    return () => setOverride(null);
  }, [title, setOverride]);
}

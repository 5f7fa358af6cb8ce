import { useEffect } from 'react';

/** "Telefonlar · Zeng": the tab, the history list and search results name the screen. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · Zeng`;
    return () => {
      document.title = 'Zeng';
    };
  }, [title]);
}

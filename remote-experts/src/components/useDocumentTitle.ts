import { useEffect } from 'react';

/** The tab's title names what the page is about (set after render: the server renders pages too). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

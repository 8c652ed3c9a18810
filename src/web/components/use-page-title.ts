import { useEffect } from 'react';

/** Sets the tab's title; each screen names itself, because the router swaps screens without a page load. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export const pageTitle = (subject: string) => `${subject} | Kavacha`;

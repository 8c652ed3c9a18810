import { createContext, useContext, useEffect } from 'react';

/** On the server, where effects do not run: told the title of the page being rendered. */
export const PageTitleContext = createContext<((title: string) => void) | undefined>(undefined);

/** Sets the tab's title; each screen names itself, because the router swaps screens without a page load. */
export function usePageTitle(title: string) {
  useContext(PageTitleContext)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export const pageTitle = (subject: string) => `${subject} | Kavacha`;

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteContent } from '../domain/site-content/blocks';
import { newerContent } from './newer-site-content';

/**
 * The newer Site content the blocks of this page show: what the check (newer-site-content.ts) had found
 * when the visitor went to this page, else nothing (the built words). A page changes with the visitor's own
 * navigation, so nothing they were reading moves; the page they landed on keeps the build's words, as
 * crawlers and link previews see it. Without a router (component tests) every page is a landing page.
 */
const PageContent = createContext<SiteContent | null>(null);

export const usePageNewerContent = () => useContext(PageContent);

/** Under the router, above every block: a new path is a new page. */
export function NextPageContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [page, setPage] = useState(pathname);
  const [content, setContent] = useState<SiteContent | null>(null);
  if (pathname !== page) {
    // Set while rendering the new path, not in an effect after it: the new page's first render already has
    // the newer words (https://react.dev/reference/react/useState#storing-information-from-previous-renders).
    setPage(pathname);
    setContent(newerContent());
  }
  return <PageContent.Provider value={content}>{children}</PageContent.Provider>;
}

import { useEffect } from 'react';
import { COMPANY } from '../content/company';

/**
 * Sets the page's document title and meta description (every page needs its own, for search and for
 * screen-reader users arriving on a new route). Runs in an effect so rendering stays free of `document`
 * (safe for prerendering).
 */
export function usePageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    // The company name ends every title so tabs and search results say whose page it is.
    document.title = title.includes(COMPANY.name) ? title : `${title} | ${COMPANY.name}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

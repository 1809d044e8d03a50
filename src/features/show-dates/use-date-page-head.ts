import { useEffect } from 'react';

/**
 * What a date page's head says when the browser rendered it from a shell (hosted mode: a static host has no
 * file per date): its canonical address once the listing is known, and `noindex` when the address leads to
 * no listing, so search engines neither list "no longer listed" pages nor guess the canonical. A page the
 * server rendered has both in its HTML already; nothing is added twice.
 */
export function useDatePageHead(canonicalUrl: string | null, noindex: boolean) {
  useEffect(() => {
    const added: Element[] = [];
    if (canonicalUrl && !document.head.querySelector('link[rel="canonical"]')) {
      const link = document.createElement('link');
      link.rel = 'canonical';
      link.href = canonicalUrl;
      added.push(link);
    }
    if (noindex && !document.head.querySelector('meta[name="robots"]')) {
      const meta = document.createElement('meta');
      meta.name = 'robots';
      meta.content = 'noindex';
      added.push(meta);
    }
    document.head.append(...added);
    return () => {
      for (const element of added) element.remove();
    };
  }, [canonicalUrl, noindex]);
}

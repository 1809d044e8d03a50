import { useEffect } from 'react';

const PRIVATE_META = { robots: 'noindex, nofollow', referrer: 'no-referrer' } as const;

/**
 * A hotel's page carries its token in its address: the head says noindex, and that no link out of it may
 * send the address on. The embedded server sends both as headers too (decision 0041); a hosted page is the
 * app shell, so the browser adds them here. A tag the server rendered already is not added twice.
 */
export function usePrivateHead() {
  useEffect(() => {
    const added = Object.entries(PRIVATE_META)
      .filter(([name]) => !document.head.querySelector(`meta[name="${name}"]`))
      .map(([name, content]) => {
        const meta = document.createElement('meta');
        meta.name = name;
        meta.content = content;
        return meta;
      });
    document.head.append(...added);
    return () => {
      for (const element of added) element.remove();
    };
  }, []);
}

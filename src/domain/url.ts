/**
 * Only `https:` and `http:` links may be shown as links: anything else (javascript:, data:) could run script.
 * Kept apart from the zod field builders so that pages which only render links do not download zod.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A host name and perhaps a path, as people type a website: "www.grandhotel.co.uk", "grandhotel.co.uk/events". */
const BARE_WEB_ADDRESS = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

/**
 * A website a visitor typed into a form, as a link to follow: a full http(s) address, or one typed without
 * "https://" (which the form accepts and keeps as typed). Anything else is no link (null).
 */
export function visitorWebAddress(value: string | null | undefined): string | null {
  const typed = value?.trim() ?? '';
  return safeHttpUrl(typed) ?? (BARE_WEB_ADDRESS.test(typed) ? safeHttpUrl(`https://${typed}`) : null);
}

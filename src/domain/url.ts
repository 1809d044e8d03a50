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

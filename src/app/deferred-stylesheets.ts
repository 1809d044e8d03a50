import { DEFERRED_STYLESHEET_ATTRIBUTE } from '../render/template-markers';

/**
 * Switches on the stylesheets a page loaded without blocking its first paint (its critical CSS came
 * inline: docs/decisions/0038-critical-css-inlined.md). Beasties would do this with an inline script, which
 * the CSP forbids, so the entry script does it as it starts, before the app renders anything the inline
 * CSS did not cover. Without JavaScript the page's `<noscript>` copies of the links apply instead.
 */
export function switchOnDeferredStylesheets(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)) {
    link.media = link.getAttribute(DEFERRED_STYLESHEET_ATTRIBUTE) || 'all';
    link.removeAttribute(DEFERRED_STYLESHEET_ATTRIBUTE);
  }
}

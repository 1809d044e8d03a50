import { useSyncExternalStore } from 'react';
import { PREVIEW_MARK } from '../content/preview-mark';
import { onNewerContent, previewContent } from './newer-site-content';
import { usePageData } from './page-data';

/**
 * Across the top of a page that shows a manager's drafts: the embedded server marks the page data of a
 * preview it rendered; a hosted page knows once its drafts have arrived (newer-site-content.ts). A visitor
 * who adds `?preview` to an address sees the published words, and no mark.
 */
export function PreviewMark() {
  const data = usePageData();
  const drafts = useSyncExternalStore(onNewerContent, previewContent, () => null);
  if (!data.peek('preview') && !drafts) return null;
  return (
    <p className="preview-mark" role="note">
      <strong>{PREVIEW_MARK.title}</strong> {PREVIEW_MARK.body}
    </p>
  );
}

/** Across the top of a page that shows a manager's drafts (src/ui/preview-mark.tsx). */
export const PREVIEW_MARK = {
  title: 'Preview: only you can see this.',
  body: 'The page shows your drafts; visitors see the published words until you publish.',
} as const;

/** The words of the Copy button (src/ui/copy-button.tsx): the hotel's page and the dashboard's hotel link. */
export const COPY_BUTTON_WORDS = {
  copy: 'Copy',
  copyName: (what: string) => `Copy the ${what.toLowerCase()}`,
  copied: (what: string) => `${what} copied.`,
  copyFailed:
    'Your browser did not allow copying: the words are selected in the box below, to copy yourself.',
  /** The box that shows the words when copying was refused. */
  textName: (what: string) => `The ${what.toLowerCase()}, to copy`,
} as const;

import { useState } from 'react';
import { HOTEL_KIT_PAGE as W } from '../../content/hotel-kit';
import { kitFileName, type HotelKitDate, type KitFile } from '../../domain/hotel-kit';

/** What the page says of a file asked for, by the file's name: on its way, in the downloads, or why not. */
export interface KitFileWords {
  busy: (file: string) => string;
  saved: (file: string) => string;
  failed: (file: string) => string;
}

type State = { file: KitFile; kind: 'busy' | 'saved' } | { file: KitFile; kind: 'failed'; reason: string };

/** Saves a file the page holds, as a download (the page stays where it is). */
function saveDownload(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked once the browser has had the file: at once would cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A date's files, each saved as a download under the date's name for it when the hotel asks (drawn by its
 * browser hosted, read from the server embedded), one at a time. `answered`: a failure the page answers
 * itself (the link gone), of which this says nothing. Its status goes in a KitFileStatus.
 */
export function useKitFileSaving(date: HotelKitDate, answered: (error: unknown) => boolean = () => false) {
  const [state, setState] = useState<State | null>(null);
  const save = async (file: KitFile, blob: () => Promise<Blob>) => {
    setState({ file, kind: 'busy' });
    try {
      saveDownload(await blob(), kitFileName(date, file));
      setState({ file, kind: 'saved' });
    } catch (error) {
      setState(
        answered(error)
          ? null
          : { file, kind: 'failed', reason: error instanceof Error ? error.message : String(error) },
      );
    }
  };
  return { state, busy: state?.kind === 'busy', save };
}

/** Where the file asked for went, or why it did not. */
export function KitFileStatus({ state, words }: { state: State | null; words: KitFileWords }) {
  const name = state ? W.files[state.file] : '';
  return (
    <>
      <p role="status" className="small mb-0">
        {state?.kind === 'busy' && words.busy(name)}
        {state?.kind === 'saved' && words.saved(name)}
      </p>
      {state?.kind === 'failed' && (
        <p role="alert" className="small text-danger">
          {words.failed(name)}
          {state.reason}
        </p>
      )}
    </>
  );
}

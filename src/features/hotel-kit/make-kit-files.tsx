import { useState } from 'react';
import { HOTEL_KIT_PAGE as W } from '../../content/hotel-kit';
import { HOTEL_KIT_HOSTED as HOSTED } from '../../content/hotel-kit-hosted';
import { kitFileName, type HotelKitDate, type KitDate, type KitFile } from '../../domain/hotel-kit';
import { KIT_POSTERS, KIT_PICTURES } from './kit-file-groups';
import { saveDownload } from './save-download';

type State = { file: KitFile; kind: 'making' | 'made' } | { file: KitFile; kind: 'failed'; reason: string };

/**
 * Hosted mode's files of a date: no server draws them, so the hotel's browser does, when asked, from the date
 * as the page shows it (seats just changed included), with the embedded server's own template and layout.
 * The drawing code (satori, pdfkit, the fonts) is a chunk of its own, fetched on the first press.
 */
export function MakeKitFiles({ date, source }: { date: HotelKitDate; source: KitDate }) {
  const [state, setState] = useState<State | null>(null);

  async function make(file: KitFile) {
    setState({ file, kind: 'making' });
    try {
      const [{ makeKitFile }, { browserKitSources }] = await Promise.all([
        import('./files/make-kit-file'),
        import('./files/kit-sources'),
      ]);
      const blob = await makeKitFile({ ...source, availability: date.availability }, file, browserKitSources);
      saveDownload(blob, kitFileName(date, file));
      setState({ file, kind: 'made' });
    } catch (error) {
      setState({ file, kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  }

  const buttons = (files: readonly KitFile[]) => (
    <ul className="kit-files list-unstyled">
      {files.map((file) => (
        <li key={file}>
          <button
            type="button"
            className="btn btn-outline-primary text-start"
            disabled={state?.kind === 'making'}
            onClick={() => void make(file)}
          >
            {HOSTED.make(W.files[file])}
          </button>
        </li>
      ))}
    </ul>
  );
  const name = state ? W.files[state.file] : '';
  return (
    <>
      <h3 className="h6">{W.posters}</h3>
      {buttons(KIT_POSTERS)}
      <h3 className="h6">{W.pictures}</h3>
      {buttons(KIT_PICTURES)}
      <p role="status" className="small mb-0">
        {state?.kind === 'making' && HOSTED.making(name)}
        {state?.kind === 'made' && HOSTED.made(name)}
      </p>
      {state?.kind === 'failed' && (
        <p role="alert" className="small text-danger">
          {HOSTED.makeFailed(name)}
          {state.reason}
        </p>
      )}
    </>
  );
}

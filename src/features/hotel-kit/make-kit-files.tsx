import { Fragment } from 'react';
import { HOTEL_KIT_PAGE as W } from '../../content/hotel-kit';
import { HOTEL_KIT_HOSTED as HOSTED } from '../../content/hotel-kit-hosted';
import type { HotelKitDate, KitDate, KitFile } from '../../domain/hotel-kit';
import { KIT_FILE_GROUPS } from './kit-file-groups';
import { KitFileStatus, useKitFileSaving } from './kit-file-saving';

/**
 * Hosted mode's files of a date: no server draws them, so the hotel's browser does, when asked, from the date
 * as the page shows it (seats just changed included), with the embedded server's own template and layout.
 * The drawing code (satori, pdfkit, the fonts) is a chunk of its own, fetched on the first press.
 */
export function MakeKitFiles({ date, source }: { date: HotelKitDate; source: KitDate }) {
  const { state, busy, save } = useKitFileSaving(date);

  const make = (file: KitFile) =>
    save(file, async () => {
      const [{ makeKitFile }, { browserKitSources }] = await Promise.all([
        import('./files/make-kit-file'),
        import('./files/kit-sources'),
      ]);
      return makeKitFile({ ...source, availability: date.availability }, file, browserKitSources);
    });

  return (
    <>
      {KIT_FILE_GROUPS.map(({ heading, files }) => (
        <Fragment key={heading}>
          <h3 className="h6">{heading}</h3>
          <ul className="kit-files list-unstyled">
            {files.map((file) => (
              <li key={file}>
                <button
                  type="button"
                  className="btn btn-outline-primary text-start"
                  disabled={busy}
                  onClick={() => void make(file)}
                >
                  {HOSTED.make(W.files[file])}
                </button>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
      <KitFileStatus state={state} words={HOSTED.file} />
    </>
  );
}

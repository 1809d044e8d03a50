import { Fragment, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { HOTEL_KIT_PAGE as W } from '../../content/hotel-kit';
import { HOTEL_KIT_HOSTED as HOSTED } from '../../content/hotel-kit-hosted';
import { useDataPort } from '../../data/data-port-context';
import { isDataError } from '../../data/errors';
import { kitFileName, type HotelKitDate, type KitTexts } from '../../domain/hotel-kit';
import { daysAway, keepClockTimesWhole, todayInLondon } from '../../domain/dates';
import type { Availability } from '../../domain/listing-state';
import { ListingBadge } from '../../ui/listing-state';
import { CopyButton } from '../../ui/copy-button';
import { KIT_FILE_GROUPS } from './kit-file-groups';
import { KitFileStatus, useKitFileSaving } from './kit-file-saving';
import { MakeKitFiles } from './make-kit-files';
import { SeatsControl } from './seats-control';

const TEXTS = Object.keys(W.texts) as (keyof KitTexts)[];
/**
 * Only a hosted build draws a date's files in the browser (its dates carry their `source`); the embedded server
 * draws its own. Fixed at build time, so the embedded build leaves out the drawing chunk (2.3 MB: satori,
 * pdfkit, fontkit) that it would never fetch, and the time to compress it.
 */
const DRAWN_IN_BROWSER = import.meta.env.VITE_BACKEND === 'firebase';
/** Dates this many days away or fewer say so beside their show (Today, Tomorrow, In 5 days). */
const SOON_DAYS = 7;
/**
 * Where the words have a column of their own beside the seats and files (hotel-kit.scss), they start open:
 * closed, the column would stand empty. On a phone they start closed.
 */
const WORDS_COLUMN_QUERY = '(min-width: 992px)';

/**
 * The server's files of a date, as links: without the page's script the browser downloads one as it is.
 * With it, the page asks for the file itself, so a link revoked or replaced while the page is open says so
 * (the page reads its dates again and says which), as a seats press does, instead of a download the
 * browser lists as failed with no reason; and a date whose files cannot be made says why.
 */
function FileLinks({ date, onNotFound }: { date: HotelKitDate; onNotFound: () => void }) {
  const port = useDataPort();
  const { state, busy, save } = useKitFileSaving(date, (error) => {
    if (!isDataError(error, 'not-found')) return false;
    onNotFound();
    return true;
  });
  return (
    <>
      {KIT_FILE_GROUPS.map(({ heading, files }) => {
        const made = files.filter((file) => date.files[file]);
        if (made.length === 0) return null;
        return (
          <Fragment key={heading}>
            <h3 className="h6">{heading}</h3>
            <ul className="kit-files list-unstyled">
              {made.map((file) => (
                <li key={file}>
                  <a
                    href={date.files[file]}
                    download={kitFileName(date, file)}
                    className="btn btn-outline-primary"
                    aria-disabled={busy || undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      if (!busy) void save(file, () => port.readHotelKitFile(date.files[file] ?? ''));
                    }}
                  >
                    {W.files[file]}
                  </a>
                </li>
              ))}
            </ul>
          </Fragment>
        );
      })}
      <KitFileStatus state={state} words={W.file} />
    </>
  );
}

/** One date of the hotel's page: its status and seats, what the site counted, its files and its words. */
export function KitDate({
  token,
  date,
  onSeats,
  onNotFound,
}: {
  token: string;
  date: HotelKitDate;
  onSeats: (availability: Availability) => void;
  onNotFound: () => void;
}) {
  const headingId = `kit-date-${date.id}`;
  const away = daysAway(date.date, todayInLondon());
  const texts = TEXTS.filter((key) => date.texts[key]);
  const words = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (words.current && window.matchMedia(WORDS_COLUMN_QUERY).matches) words.current.open = true;
  }, []);
  return (
    <li className="kit-date card" aria-labelledby={headingId}>
      <div className="card-body">
        {/* Named by its date, which is how a hotel looks for one (the page's headings list tells them apart). */}
        <h2 id={headingId} className="h4 mb-1">
          {keepClockTimesWhole(date.when)}
        </h2>
        <p className="kit-date__when mb-2">
          {date.title} <ListingBadge venue={date} />
          {away <= SOON_DAYS && <span className="kit-date__soon">{W.soon(away)}</span>}
        </p>
        <p className="small">
          <Link to={date.path}>{W.datePage}</Link>
        </p>
        <div className="kit-date__grid">
          <div>
            <SeatsControl token={token} date={date} onSaved={onSeats} onNotFound={onNotFound} />
            {date.counts ? (
              <>
                <h3 className="h6 mt-3">{W.counts.heading}</h3>
                <p className="mb-0">
                  {W.counts.views(date.counts.views)} · {W.counts.bookClicks(date.counts.bookClicks)}
                </p>
                <p className="small text-body-secondary">{W.counts.note}</p>
              </>
            ) : (
              <p className="small text-body-secondary mt-3">{HOSTED.countsNone}</p>
            )}
            {DRAWN_IN_BROWSER && date.source ? (
              <MakeKitFiles date={date} source={date.source} />
            ) : (
              <FileLinks date={date} onNotFound={onNotFound} />
            )}
          </div>
          {/* Six texts a date, about 1,300 px of a phone's page each time: closed until the hotel wants them. */}
          <details ref={words} className="kit-words">
            <summary className="kit-words__summary">
              <span className="fw-bold">{W.words}</span>{' '}
              <span className="small text-body-secondary">
                {W.wordsList(texts.map((key) => W.texts[key]))}
              </span>
            </summary>
            <dl className="mt-2 mb-0">
              {texts.map((key) => (
                <div key={key} className="kit-words__item">
                  <dt className="d-flex flex-wrap align-items-center gap-2">
                    {W.texts[key]} <CopyButton text={date.texts[key]} what={W.texts[key]} />
                  </dt>
                  <dd className="kit-words__text">{date.texts[key]}</dd>
                </div>
              ))}
            </dl>
          </details>
        </div>
      </div>
    </li>
  );
}

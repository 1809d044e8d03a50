import { useId, useRef, useState } from 'react';
import { PICTURES_COPY as COPY } from '../../../content/dashboard-pictures';
import { useDataPort } from '../../../data/data-port-context';
import type { LibraryPicture } from '../../../domain/site-content/picture-uses';
import { useDashboardRead } from '../shared/dashboard-query';
import { EraseControl } from '../shared/erase-control';
import { formatMoment } from '../../../domain/dates';
import './pictures-section.scss';

/**
 * The picture library (docs/decisions/0033-pictures.md): every uploaded picture with its alt text and what
 * uses it. One nothing uses can be deleted after a confirmation; one still used says where instead (the
 * server refuses its delete too), since a restored version must not bring back a hole.
 */
export function PicturesSection() {
  const port = useDataPort();
  const id = useId();
  const library = useDashboardRead(['pictures'], () => port.listPictures());
  const [deleted, setDeleted] = useState('');
  const intro = useRef<HTMLParagraphElement>(null);

  return (
    <section className="dashboard-section pictures" aria-labelledby={`${id}-list`}>
      <p ref={intro} tabIndex={-1} className="text-body-secondary">
        {COPY.intro}
      </p>
      <p role="status" className={deleted ? 'alert alert-success' : 'visually-hidden'}>
        {deleted}
      </p>
      <h2 id={`${id}-list`} className="h4">
        {COPY.list}
      </h2>
      {library.status === 'loading' && <p role="status">{COPY.loading}</p>}
      {library.status === 'error' && (
        <p role="alert" className="alert alert-danger">
          {COPY.failed(library.error)}
        </p>
      )}
      {library.data?.length === 0 && <p>{COPY.none}</p>}
      <ul className="pictures__list">
        {library.data?.map((picture) => (
          <PictureCard
            key={picture.id}
            picture={picture}
            erase={() => port.deletePicture(picture.id)}
            onErased={() => {
              setDeleted(COPY.erase.erased(COPY.what(picture.alt)));
              // The card (and the focused button in it) is gone: the section's start keeps the keyboard's place.
              intro.current?.focus();
              void library.refresh();
            }}
          />
        ))}
      </ul>
    </section>
  );
}

function PictureCard({
  picture,
  erase,
  onErased,
}: {
  picture: LibraryPicture;
  erase: () => Promise<void>;
  onErased: () => void;
}) {
  const id = useId();
  const used = picture.usedBy.length > 0;
  return (
    <li className="pictures__card" aria-labelledby={`${id}-alt`}>
      <img
        src={picture.variants[0]?.url}
        alt=""
        width={picture.variants[0]?.width}
        height={Math.round(((picture.variants[0]?.width ?? 1) * picture.height) / picture.width)}
        className="pictures__thumb"
        loading="lazy"
      />
      <div className="pictures__facts">
        <p id={`${id}-alt`} className="fw-bold mb-1">
          {picture.alt}
        </p>
        <p className="small text-body-secondary mb-1">
          {COPY.size(picture.width, picture.height, picture.variants.length, picture.bytes)}
          <br />
          {COPY.uploaded(picture.by, formatMoment(picture.at))}
        </p>
        {used ? (
          <>
            <p className="small mb-0">{COPY.usedBy}:</p>
            <ul className="small mb-1">
              {picture.usedBy.map((use) => (
                <li key={`${use.block}-${use.version ?? 'draft'}`}>{COPY.placeOfUse(use)}</li>
              ))}
            </ul>
            <p className="small text-body-secondary mb-0">{COPY.keep}</p>
          </>
        ) : (
          <>
            <p className="small mb-2">{COPY.unused}</p>
            <EraseControl
              what={COPY.what(picture.alt)}
              words={COPY.erase}
              erase={erase}
              onErased={onErased}
            />
          </>
        )}
      </div>
    </li>
  );
}

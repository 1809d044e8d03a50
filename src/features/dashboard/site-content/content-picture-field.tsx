import { createContext, useContext, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { SITE_CONTENT_COPY } from '../../../content/dashboard-site-content';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import type { UploadedPicture } from '../../../domain/site-content/picture';
import type { FieldErrors } from '../../../domain/validation';
import { useDashboardRead } from '../shared/dashboard-query';
import { PICTURE_UPLOADS_UNAVAILABLE } from '../shared/picture-storage';
import { failureReason } from '../shared/results';
import { useUnsavedChanges } from '../shared/unsaved-changes';

const COPY = SITE_CONTENT_COPY.picture;

interface PictureFieldProps {
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  label: string;
  errors: FieldErrors;
  idPrefix: string;
}

const smallest = (picture: UploadedPicture) => picture.variants[0]?.url ?? '';

/**
 * The revision the block's form was last saved or published at (content-editor.tsx): an upload's "Save the
 * draft to keep it" belongs to the form as it was then, and is gone once the form is saved or published.
 */
export const SavedRevision = createContext(0);

/**
 * A picture of a block (docs/decisions/0033-pictures.md): the one chosen, with its alt text (required, as the
 * schema says), and two ways to change it: upload a new one with its alt text, or choose one uploaded before.
 */
export function PictureField({ value, onChange, path, label, errors, idPrefix }: PictureFieldProps) {
  const port = useDataPort();
  const id = `${idPrefix}-${path.replaceAll('.', '-')}`;
  const picture = value as UploadedPicture | undefined;
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState<{
    busy: boolean;
    message: string;
    failed: boolean;
    /** For a message that lasts until the next save (the upload's): the revision it was said at. */
    until?: number;
  }>({
    busy: false,
    message: '',
    failed: false,
  });
  const revision = useContext(SavedRevision);
  // Read when an upload lands, not when it starts: a save pressed meanwhile did not keep the picture.
  const revisionNow = useRef(revision);
  useEffect(() => {
    revisionNow.current = revision;
  }, [revision]);
  const [libraryOpen, setLibraryOpen] = useState(false);
  // A file input cannot be emptied by state: a new key gives a fresh, empty one after an upload.
  const [fileInput, setFileInput] = useState(0);
  const library = useDashboardRead(['pictures'], () => port.listPictures(), { enabled: libraryOpen });
  // A file chosen or alt text typed but not uploaded yet is work the manager would lose by leaving.
  useUnsavedChanges(file !== null || alt.trim() !== '');
  const altError = errors[`${path}.alt`];
  // A share picture needs its share copy (pictures uploaded before copies were made have none).
  const shareError = errors[`${path}.share`];

  const upload = async () => {
    if (!file) return setStatus({ busy: false, message: COPY.needsFile, failed: true });
    if (!alt.trim()) return setStatus({ busy: false, message: COPY.needsAlt, failed: true });
    setStatus({ busy: true, message: COPY.uploading, failed: false });
    try {
      onChange(await port.uploadPicture(file, alt.trim()));
      setStatus({ busy: false, message: COPY.uploaded, failed: false, until: revisionNow.current });
      setFile(null);
      setAlt('');
      setFileInput((n) => n + 1);
      if (libraryOpen) await library.refresh();
    } catch (error) {
      const reason = isDataError(error) ? error.message : failureReason(error);
      setStatus({ busy: false, message: COPY.failed(reason), failed: true });
    }
  };

  return (
    <fieldset className="content-picture">
      <legend>{label}</legend>
      {picture ? (
        <div className="content-picture__current">
          <img src={smallest(picture)} alt="" width={120} height={120} className="content-picture__thumb" />
          <div className="flex-grow-1">
            <label htmlFor={`${id}-alt`} className="form-label">
              {COPY.alt}
            </label>
            <input
              id={`${id}-alt`}
              type="text"
              className={`form-control${altError ? ' is-invalid' : ''}`}
              value={picture.alt}
              maxLength={250}
              required
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? `${id}-alt-error` : undefined}
              onChange={(event) => onChange({ ...picture, alt: event.target.value })}
            />
            {altError && (
              <div id={`${id}-alt-error`} className="invalid-feedback d-block">
                {altError}
              </div>
            )}
            {shareError && <p className="text-danger small mb-0">{shareError}</p>}
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary mt-2"
              onClick={() => onChange(undefined)}
            >
              {COPY.remove}
            </button>
          </div>
        </div>
      ) : (
        <p className="form-text mt-0">{COPY.none[path.split('.').at(-1) ?? ''] ?? COPY.none.photo}</p>
      )}
      <div className="content-picture__upload">
        <p className="fw-bold mb-2">{COPY.uploadTitle}</p>
        {PICTURE_UPLOADS_UNAVAILABLE ? (
          <p className="mb-0">{PICTURE_UPLOADS_UNAVAILABLE}</p>
        ) : (
          <>
            <label htmlFor={`${id}-file`} className="form-label">
              {COPY.file}
            </label>
            <input
              key={fileInput}
              id={`${id}-file`}
              type="file"
              className="form-control mb-2"
              accept="image/jpeg,image/png,image/webp,image/avif,.heic,.heif"
              onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
            />
            <label htmlFor={`${id}-new-alt`} className="form-label">
              {COPY.newAlt}
            </label>
            <input
              id={`${id}-new-alt`}
              type="text"
              className="form-control mb-2"
              maxLength={250}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
            />
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={status.busy}
              onClick={() => void upload()}
            >
              {COPY.upload}
            </button>
            <p
              role={status.failed ? 'alert' : 'status'}
              className={status.failed ? 'text-danger mt-2 mb-0' : 'mt-2 mb-0'}
            >
              {status.until === undefined || status.until === revision ? status.message : ''}
            </p>
          </>
        )}
      </div>
      <details
        className="content-picture__library"
        onToggle={(event) => setLibraryOpen(event.currentTarget.open)}
      >
        <summary>{COPY.library}</summary>
        {library.status === 'loading' && libraryOpen && <p role="status">{COPY.loadingLibrary}</p>}
        {library.status === 'error' && <p role="alert">{library.error}</p>}
        {library.data?.length === 0 && <p>{COPY.emptyLibrary}</p>}
        <ul className="content-picture__choices">
          {library.data?.map((choice) => (
            <li key={choice.id}>
              <img src={smallest(choice)} alt="" width={96} height={96} className="content-picture__thumb" />
              <span className="small">{choice.alt}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={choice.id === picture?.id}
                onClick={() =>
                  onChange({
                    id: choice.id,
                    alt: choice.alt,
                    width: choice.width,
                    height: choice.height,
                    variants: choice.variants,
                    ...(choice.share ? { share: choice.share } : {}),
                  })
                }
              >
                {COPY.use} <span className="visually-hidden">{choice.alt}</span>
              </button>
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}

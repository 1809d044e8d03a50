import { useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { DEPLOY_COPY } from '../../../content/dashboard-deploy';
import { SITE_CONTENT_COPY as COPY } from '../../../content/dashboard-site-content';
import { useDataPort } from '../../../data/data-port-context';
import { isDataError } from '../../../data/errors';
import { previewPages, SITE_BLOCKS, type BlockId } from '../../../domain/site-content/blocks';
import type { BlockState } from '../../../domain/site-content/content-api';
import { fieldErrors, type FieldErrors } from '../../../domain/validation';
import { contentChanges, type ContentChange } from './content-changes';
import { ContentConflict } from './content-conflict';
import { ContentField } from './content-form-fields';
import { SavedRevision } from './content-picture-field';
import { formSchema } from './content-schema';
import { ContentVersions } from './content-versions';
import { useRefreshAfterWrite } from '../shared/dashboard-query';
import { SITE_IS_DEPLOYED } from '../shared/deploy-status';
import { focusFirstInvalid } from '../shared/focus-first-invalid';
import { formatMoment } from '../../../domain/dates';
import { failure, failureReason, success, type ActionResult } from '../shared/results';
import { ResultMessage } from '../shared/result-message';
import { useSingleFlight } from '../shared/use-single-flight';
import { useUnsavedChanges } from '../shared/unsaved-changes';
import { useScrollClearOf } from '../shared/use-scroll-clear-of';

/** What the editor started from: the block's revision then, and the body the form was filled with. */
interface Base {
  revision: number;
  body: unknown;
}

/**
 * What the form starts from: the draft, else the live words, else the seed, as the block's schema reads them
 * now (a field added since the body was saved, such as the company's social pages, starts at its default).
 */
function currentBody(block: BlockId, state: BlockState, seed: unknown): unknown {
  const body = state.draft?.body ?? state.published?.body ?? seed;
  const read = SITE_BLOCKS[block].safeParse(body);
  return read.success ? read.data : body;
}

/**
 * One block's editor: the form generated from its schema, Save (a draft), Preview (the real page with the
 * drafts, managers only), Publish, and the published versions with Restore. A save or publish refused
 * because the block changed meanwhile shows what changed (ContentConflict); nothing is overwritten unseen.
 */
export function ContentEditor({ block, state, seed }: { block: BlockId; state: BlockState; seed: unknown }) {
  const port = useDataPort();
  const refresh = useRefreshAfterWrite();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // Save, Preview and Publish stay at the window's foot: the keyboard's field is scrolled clear of them.
  const actions = useRef<HTMLDivElement>(null);
  useScrollClearOf(actions);
  const [values, setValues] = useState<unknown>(() => structuredClone(currentBody(block, state, seed)));
  const [base, setBase] = useState<Base>(() => ({
    revision: state.revision,
    body: currentBody(block, state, seed),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<ActionResult>(null);
  const [conflict, setConflict] = useState<{ theirs: BlockState; changes: ContentChange[] } | null>(null);
  const flight = useSingleFlight();
  const dirty = JSON.stringify(values) !== JSON.stringify(base.body);
  useUnsavedChanges(dirty);

  /** Fills the form from `next`, which the next save is based on, with nothing of the last attempt shown. */
  const startFrom = (next: BlockState) => {
    const body = currentBody(block, next, seed);
    setValues(structuredClone(body));
    setBase({ revision: next.revision, body });
    setResult(null);
    setConflict(null);
    setErrors({});
  };

  // The editor stays mounted while another block is open (content-section.tsx), so its block can change
  // unseen: another manager publishes, or a version is restored. A form without unsaved words takes the new
  // state; unsaved words are kept, and their save is refused and shows what changed (ContentConflict). Only a
  // new state counts: right after this editor's own save, `base` is ahead of a `state` not yet read again.
  const [seenRevision, setSeenRevision] = useState(state.revision);
  if (state.revision !== seenRevision) {
    setSeenRevision(state.revision);
    if (!dirty && state.revision !== base.revision) startFrom(state);
  }

  /** Checks the form against the block's schema; false (and the first bad field focused) when it does not fit. */
  const check = () => {
    const checked = SITE_BLOCKS[block].safeParse(values);
    const found = checked.success ? {} : fieldErrors(checked.error);
    setErrors(found);
    if (checked.success) return true;
    setResult(failure(COPY.fixFields));
    // After React has drawn the errors.
    requestAnimationFrame(() => focusFirstInvalid(form.current));
    return false;
  };

  const showConflict = async () => {
    const now = (await port.readSiteContent()).blocks.find((b) => b.block === block);
    if (!now) return;
    setConflict({ theirs: now, changes: contentChanges(base.body, currentBody(block, now, seed)) });
    setResult(null);
  };

  /** Saves the form as the draft (based on `basedOn`), then runs `then` with the new state. */
  const save = (basedOn: number, then?: (saved: BlockState) => Promise<void>) =>
    flight.run(async () => {
      if (!check()) return;
      try {
        const saved = await port.saveContentDraft(block, values, basedOn);
        setBase({ revision: saved.revision, body: values });
        setConflict(null);
        if (then) await then(saved);
        else setResult(success(COPY.saved));
        await refresh();
      } catch (error) {
        if (isDataError(error, 'conflict')) await showConflict();
        else if (isDataError(error, 'invalid')) {
          setErrors(error.fields);
          setResult(failure(COPY.fixFields));
        } else setResult(failure(COPY.failedWrite(failureReason(error))));
      }
    });

  const publish = () =>
    save(base.revision, async (saved) => {
      const live = await port.publishContent(block, saved.revision);
      setBase({ revision: live.revision, body: values });
      const before = saved.published?.version ?? 0;
      const published = SITE_IS_DEPLOYED ? DEPLOY_COPY.published : COPY.published;
      setResult(success((live.published?.version ?? 0) > before ? published : COPY.unchanged));
    });

  /**
   * Preview shows the form as it is now: unsaved changes are saved as the draft first (visitors never see a
   * draft), then the page opens. The tab is opened at the click, so no popup blocker stops it, and closed
   * again if the save is refused (the form then says why).
   */
  const openPreview = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!dirty) return;
    event.preventDefault();
    const url = event.currentTarget.href;
    const tab = window.open('', '_blank');
    let opened = false;
    void save(base.revision, async () => {
      setResult(success(COPY.savedForPreview));
      opened = true;
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener');
    }).then(() => {
      if (!opened) tab?.close();
    });
  };

  // A change typed after a save or a publish makes its message out of date: "Published: the site shows it
  // now" must not stand beside "You have changes that are not saved".
  const edit = (next: unknown) => {
    setValues(next);
    if (result?.kind === 'success') setResult(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(base.revision);
  };

  const pages = previewPages(block);
  return (
    <div className="content-editor">
      <p className="content-status">
        {state.published
          ? COPY.live(state.published.version, state.published.by, formatMoment(state.published.at))
          : COPY.asBuilt}
        {state.draft && (
          <>
            <br />
            {COPY.draft(state.draft.by, formatMoment(state.draft.at))}
          </>
        )}
      </p>
      {conflict && (
        <ContentConflict
          changes={conflict.changes}
          onKeepMine={() => void save(conflict.theirs.revision)}
          onTakeTheirs={() => startFrom(conflict.theirs)}
        />
      )}
      <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="h4">
          {COPY.blocks[block].name}
        </h2>
        <SavedRevision.Provider value={base.revision}>
          <ContentField
            schema={formSchema(block)}
            value={values}
            onChange={edit}
            path=""
            label=""
            errors={errors}
            idPrefix={id}
          />
        </SavedRevision.Provider>
        <div ref={actions} className="content-actions">
          <ResultMessage result={result} />
          {dirty && <p className="text-body-secondary mb-2">{COPY.unsaved}</p>}
          <button type="submit" className="btn btn-primary" disabled={flight.pending}>
            {COPY.save}
          </button>
          {pages.map(({ path, name }) => (
            <a
              key={path}
              className="btn btn-outline-primary"
              href={`${path}?preview`}
              target="_blank"
              rel="noopener"
              onClick={openPreview}
            >
              {name ? COPY.previewOf(name) : COPY.preview}{' '}
              <span className="visually-hidden">{COPY.previewNote}</span>
            </a>
          ))}
          <button
            type="button"
            className="btn btn-success"
            disabled={flight.pending}
            onClick={() => void publish()}
          >
            {COPY.publish}
          </button>
        </div>
      </form>
      <ContentVersions
        block={block}
        live={state.published?.version ?? 0}
        revision={base.revision}
        dropsDraft={dirty || state.draft !== null}
        // The restored words are what the next edit starts from: a draft kept (saved or in the form) and
        // published later would silently undo the restore.
        onRestored={startFrom}
      />
    </div>
  );
}

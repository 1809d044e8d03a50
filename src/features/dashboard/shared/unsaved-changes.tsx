import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router-dom';
import { UNSAVED_WORDS as W } from '../../../content/dashboard';

/** A form the dashboard replaces in place (another listing or hotel to edit, a copy to add), by its name's key. */
export type ReplacedForm = keyof typeof W.forms;
/** `form`: which kind of form holds the work, where the dashboard may replace it in place. */
type MarkDirty = (key: string, dirty: boolean, form?: ReplacedForm) => void;
/**
 * Does `go` at once, or, while a form holds work not saved, once the manager has chosen to leave. With
 * `form`, only work in that kind of form is asked about.
 */
type AskFirst = (go: () => void, form?: ReplacedForm) => void;

// Outside the dashboard (a panel tested on its own) nothing asks: marking does nothing, and `go` goes.
const UnsavedContext = createContext<{ mark: MarkDirty; askFirst: AskFirst } | null>(null);

const pathOf = (to: To, current: string) =>
  typeof to === 'string' ? new URL(to, `http://site${current}`).pathname : (to.pathname ?? current);

/**
 * Guards work not saved in the dashboard's forms: while any form holds some, the page's unload (reload,
 * close, another address) asks through the browser's own `beforeunload` question, and a move to another
 * address inside the app (a section link, View the site) or Sign out (useAskFirst) asks here first. Cancel
 * keeps everything as it is.
 *
 * The dashboard page sets it up around its bar and its sections; the sections' layout sets it up too, for
 * where it is mounted on its own: inside another, it adds nothing (one guard, one question).
 *
 * The app runs react-router's declarative router (docs/decisions/0005), which has no `useBlocker`: the
 * guard stands in front of the router's navigator (push and replace) instead, and of the browser's Back and
 * Forward buttons (guardHistory).
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  return useContext(UnsavedContext) ? children : <UnsavedChangesGuard>{children}</UnsavedChangesGuard>;
}

function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // Each form holding work not saved, by its key, with its kind (null for none given).
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlyMap<string, ReplacedForm | null>>(() => new Map());
  // What to do on Leave, and the form whose work it would lose when that is not the page itself.
  const [pending, setPending] = useState<{ go: () => void; form?: ReplacedForm } | null>(null);
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const dirty = dirtyKeys.size > 0;

  const mark = useCallback<MarkDirty>((key, isDirty, form) => {
    setDirtyKeys((keys) => {
      if (keys.has(key) === isDirty) return keys;
      const next = new Map(keys);
      if (isDirty) next.set(key, form ?? null);
      else next.delete(key);
      return next;
    });
  }, []);

  const askFirst = useCallback<AskFirst>(
    (go, form) => {
      const holdsWork = form === undefined ? dirty : [...dirtyKeys.values()].includes(form);
      if (holdsWork) setPending({ go, form });
      else go();
    },
    [dirty, dirtyKeys],
  );
  const value = useMemo(() => ({ mark, askFirst }), [mark, askFirst]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const hold = (go: () => void) => setPending({ go });
    const restoreHistory = guardHistory(navigator, pathname, hold);
    const restore = guardNavigator(navigator, pathname, hold);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      restore();
      restoreHistory();
    };
  }, [dirty, navigator, pathname]);

  return (
    <UnsavedContext.Provider value={value}>
      {children}
      <LeaveQuestion
        open={pending !== null}
        body={pending?.form ? W.bodyFor(W.forms[pending.form]) : W.body}
        onStay={() => setPending(null)}
        onLeave={() => {
          const go = pending?.go;
          setPending(null);
          go?.();
        }}
      />
    </UnsavedContext.Provider>
  );
}

/**
 * Puts a guard in front of the router's navigator: a move to another path is held and handed to `hold`
 * (with the move itself, to make if the manager chooses to leave); a move within the path goes at once.
 * Returns what takes the guard away.
 */
function guardNavigator(nav: Navigator, pathname: string, hold: (go: () => void) => void): () => void {
  const { push, replace } = nav;
  const guard =
    (go: Navigator['push']): Navigator['push'] =>
    (to, ...rest) => {
      if (pathOf(to, pathname) === pathname) return go.call(nav, to, ...rest);
      hold(() => go.call(nav, to, ...rest));
    };
  nav.push = guard(push);
  nav.replace = guard(replace);
  return () => {
    nav.push = push;
    nav.replace = replace;
  };
}

/** The Navigation API's navigate event, as far as this guard reads it (not in TypeScript's DOM types yet). */
interface TraverseEvent extends Event {
  navigationType: string;
  cancelable: boolean;
  destination: { url: string };
}

/**
 * The browser's Back and Forward buttons: a popstate comes after the router has already moved (its listener
 * was there first), so the guard asks the Navigation API instead, whose navigate event comes before the
 * address changes and can be cancelled; the move is then held like a link's, and made (to where the button
 * led) if the manager chooses to leave. Browsers without it (Firefox, older Safari) go back unasked: their
 * `beforeunload` still holds a reload or a close. Returns what takes the guard away.
 */
function guardHistory(nav: Navigator, pathname: string, hold: (go: () => void) => void): () => void {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (!navigation) return () => undefined;
  // The navigator's own push, taken before guardNavigator stands in front of it: the manager has answered.
  const { push } = nav;
  const onNavigate = (event: Event) => {
    const { navigationType, cancelable, destination } = event as TraverseEvent;
    if (navigationType !== 'traverse' || !cancelable) return;
    const there = new URL(destination.url);
    if (there.origin !== window.location.origin || there.pathname === pathname) return;
    event.preventDefault();
    hold(() => push.call(nav, `${there.pathname}${there.search}${there.hash}`));
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}

/**
 * Tells the dashboard whether this form holds work not saved; cleared when the form goes. `form` names its
 * kind, for what replaces it without leaving the page (useAskFirst).
 */
export function useUnsavedChanges(dirty: boolean, form?: ReplacedForm): void {
  const mark = useContext(UnsavedContext)?.mark ?? markNothing;
  const key = useId();
  useEffect(() => mark(key, dirty, form), [mark, key, dirty, form]);
  useEffect(() => () => mark(key, false), [mark, key]);
}

const markNothing: MarkDirty = () => {};
const goAtOnce: AskFirst = (go) => go();

/**
 * For what leaves the dashboard's forms without moving to another address: Sign out asks about any form's
 * work; choosing another listing or hotel to edit asks about the work in that kind of form only (`form`, as
 * the form gave useUnsavedChanges), since it replaces that form and leaves the others as they are.
 */
export function useAskFirst(): AskFirst {
  return useContext(UnsavedContext)?.askFirst ?? goAtOnce;
}

/** The question, in a native modal <dialog>: focus starts on Cancel, and Escape is Cancel too. */
function LeaveQuestion({
  open,
  body,
  onStay,
  onLeave,
}: {
  open: boolean;
  body: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (open && !dialog.current?.open) {
      dialog.current?.showModal();
      stay.current?.focus();
    }
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  const labels = { titleId, bodyId: `${titleId}-body` };

  return (
    <dialog
      ref={dialog}
      className="history-dialog"
      role="alertdialog"
      aria-labelledby={labels.titleId}
      aria-describedby={labels.bodyId}
      onClose={onStay}
    >
      {open && (
        <div className="history-dialog__box">
          <h2 id={labels.titleId} className="h5">
            {W.title}
          </h2>
          <p id={labels.bodyId}>{body}</p>
          <div className="d-flex flex-wrap gap-2">
            <button ref={stay} type="button" className="btn btn-primary" onClick={onStay}>
              {W.stay}
            </button>
            {/* Closed first: closing hands focus back to what opened the question, which the move (a form
                that opens with the keyboard in it) then takes on. */}
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => {
                dialog.current?.close();
                onLeave();
              }}
            >
              {W.leave}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}

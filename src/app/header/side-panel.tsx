import listSvg from 'bootstrap-icons/icons/list.svg?raw';
import xSvg from 'bootstrap-icons/icons/x-lg.svg?raw';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { telHref } from '../../content/company';
import { useCompanyDetails } from '../../ui/use-company-details';
import { SIDE_PANEL_LINKS, SIDE_PANEL_MORE_LINKS } from '../../content/navigation';
import { LOGO } from '../../content/pictures';
import { SvgIcon } from '../../ui/svg-icon';
import { PATHS } from '../../domain/paths';

/**
 * The hamburger and its side panel (docs/product.md, Pages), as a native modal <dialog>: the browser keeps
 * focus inside and makes the page behind inert. Escape, the close button, a click on the backdrop or
 * choosing a link close it; focus then returns to the hamburger.
 */
export function SidePanel() {
  const company = useCompanyDetails();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();

  const openPanel = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };
  const closePanel = () => dialogRef.current?.close();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button side-panel__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={openPanel}
      >
        <SvgIcon svg={listSvg} />
        <span className="visually-hidden">Open menu</span>
      </button>
      {/* A click on the backdrop reaches the dialog itself; clicks inside reach its inner box. */}
      <dialog
        ref={dialogRef}
        id={panelId}
        className="side-panel"
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) closePanel();
        }}
        onKeyDown={(event) => {
          // Browsers close a modal dialog on Escape themselves; this also covers older engines.
          if (event.key === 'Escape') {
            event.preventDefault();
            closePanel();
          }
          // A modal dialog lets Tab leave for the browser's own toolbar; keep it cycling inside instead.
          if (event.key === 'Tab') wrapFocus(event.currentTarget, event);
        }}
      >
        <div className="side-panel__inner">
          <div className="side-panel__top">
            <Link to={PATHS.home} className="side-panel__logo" onClick={closePanel}>
              <img src={LOGO.src} width={LOGO.width} height={LOGO.height} alt={`${company.name}, home`} />
            </Link>
            <button type="button" className="icon-button side-panel__close" onClick={closePanel}>
              <SvgIcon svg={xSvg} />
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          <h2 id={titleId} className="visually-hidden">
            Menu
          </h2>
          <nav aria-label="Side menu">
            <ul className="side-panel__links">
              {SIDE_PANEL_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end onClick={closePanel}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="More pages" className="d-xl-none">
            <ul className="side-panel__more">
              {SIDE_PANEL_MORE_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={closePanel}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="side-panel__contact">
            <p className="side-panel__call">
              {/* The "r" of "For" is the staff's quiet way to the admin page. */}
              Fo
              <Link
                to={PATHS.admin}
                className="side-panel__secret"
                aria-label="Admin menu"
                onClick={closePanel}
              >
                r
              </Link>{' '}
              enquiries please call
            </p>
            <p>
              <a className="side-panel__phone" href={telHref(company.phone)}>
                {company.phone}
              </a>
            </p>
            <p>{company.hours}</p>
            <p>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
          </div>
        </div>
      </dialog>
    </>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled])';

function wrapFocus(dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (item) => item.offsetParent !== null,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

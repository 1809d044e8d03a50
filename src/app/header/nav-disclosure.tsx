import chevronSvg from 'bootstrap-icons/icons/chevron-down.svg?raw';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SvgIcon } from '../../ui/svg-icon';

/**
 * A nav entry that opens a panel (the Menus mega menu, the Pages dropdown and its nested level), built as
 * the WAI-ARIA disclosure pattern: a button with aria-expanded, Escape closes and returns focus, focus or a
 * click leaving it closes it, and choosing a link (or any route change) closes it. Mouse users also get it
 * on hover (CSS).
 */
export function NavDisclosure({
  label,
  children,
  variant,
}: {
  label: string;
  children: ReactNode;
  variant: 'mega' | 'dropdown' | 'nested';
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // A route change closes the panel (adjusting state during render, as React's docs recommend).
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={`nav-disclosure nav-disclosure--${variant}${open ? ' is-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-disclosure__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <SvgIcon svg={chevronSvg} className="nav-disclosure__chevron" />
      </button>
      <div
        id={panelId}
        className="nav-disclosure__panel"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}

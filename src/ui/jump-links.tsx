import { useId, type MouseEvent } from 'react';
import { focusHeading } from './main-heading';

export interface JumpTarget {
  /** The id of the section jumped to; its first heading takes the keyboard. */
  id: string;
  label: string;
}

/**
 * Links to sections further down a long page, each moving the view and the keyboard to its section's
 * heading: a plain fragment link scrolls but leaves a screen reader where it was, and puts the section's
 * `#id` in the address, where the dashboard's routes do not expect one. Without script it is a fragment link.
 */
export function JumpLinks({ label, targets }: { label: string; targets: readonly JumpTarget[] }) {
  const id = useId();
  if (targets.length === 0) return null;
  const jump = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    // A click that asks for a new tab or window is the browser's.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const section = document.getElementById(targetId);
    const heading = section?.querySelector<HTMLElement>('h2, h3, h4');
    if (!section || !heading) return;
    event.preventDefault();
    section.scrollIntoView?.({ block: 'start' });
    focusHeading(heading);
  };
  return (
    <nav aria-labelledby={id} className="jump-links small mb-3">
      <span className="text-body-secondary">
        <span id={id}>{label}</span>:
      </span>{' '}
      <ul className="list-inline d-inline mb-0">
        {targets.map((target) => (
          <li key={target.id} className="list-inline-item">
            <a href={`#${target.id}`} onClick={(event) => jump(event, target.id)}>
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

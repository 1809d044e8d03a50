import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { InfoTab } from '../../content/shows';

/**
 * The Information block as WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): exactly one
 * tab selected, THE EVENT first; arrow keys, Home and End move the selection (panels are already in the
 * page, so selection follows focus); only the selected tab is in the tab order.
 */
export function InfoTabs({
  tabs,
  label,
  extra,
}: {
  tabs: readonly InfoTab[];
  label: string;
  /** Content added below a tab's text, by tab id (the MENU tab shows the sample menu). */
  extra?: Partial<Record<InfoTab['id'], ReactNode>>;
}) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="info-tabs">
      <div role="tablist" aria-label={label} className="info-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className="info-tabs__tab"
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className="info-tabs__panel"
        >
          {tab.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {tab.points && (
            <ul className="info-tabs__points">
              {tab.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {extra?.[tab.id]}
        </div>
      ))}
    </div>
  );
}

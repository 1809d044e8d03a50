import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/** Class names per part, so each place keeps its own look: the show page's tabs and the dashboard's. */
export interface TabClasses {
  list: string;
  tab: string;
  /** Added to the selected tab (Bootstrap's nav-link wants `active`); aria-selected is set regardless. */
  selectedTab?: string;
  panel: string;
}

/**
 * WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with automatic activation: the arrow keys
 * move and select (wrapping round), Home and End jump to the ends, and only the selected tab is in the Tab
 * order. Hidden panels stay mounted, so switching tabs never loses what was typed. A panel of plain text
 * is itself focusable (`focusablePanels`), so keyboard users can reach and scroll it.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  classes,
  focusablePanels = false,
}: {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  classes: TabClasses;
  focusablePanels?: boolean;
}) {
  const id = useId();
  const tabs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    const next = target === undefined ? undefined : items[(target + items.length) % items.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    tabs.current.get(next.key)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={classes.list}>
        {items.map((item) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabs.current.set(item.key, element);
                else tabs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-controls={`${id}-panel-${item.key}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={
                active && classes.selectedTab ? `${classes.tab} ${classes.selectedTab}` : classes.tab
              }
              onClick={() => onSelect(item.key)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-panel-${item.key}`}
          aria-labelledby={`${id}-tab-${item.key}`}
          hidden={item.key !== selected}
          tabIndex={focusablePanels ? 0 : undefined}
          className={classes.panel}
        >
          {item.panel}
        </div>
      ))}
    </>
  );
}

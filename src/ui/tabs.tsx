import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  /** The tab's words (and a mark beside them, such as "draft": part of its accessible name). */
  label: ReactNode;
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
 * WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): the arrow keys move (wrapping round), Home
 * and End jump to the ends, and one tab is in the Tab order. With automatic activation (the default) moving
 * selects; with `activation="manual"` it only moves focus and Enter or Space selects, for panels that cost
 * something to open (a form that reads the store). Hidden panels stay mounted, so switching tabs never loses
 * what was typed. A panel of plain text is itself focusable (`focusablePanels`), so keyboard users can reach
 * and scroll it.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  classes,
  focusablePanels = false,
  activation = 'automatic',
  orientation = 'horizontal',
}: {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  classes: TabClasses;
  focusablePanels?: boolean;
  activation?: 'automatic' | 'manual';
  orientation?: 'horizontal' | 'vertical';
}) {
  const id = useId();
  const tabs = useRef(new Map<K, HTMLButtonElement>());
  // Manual activation: the tab the arrow keys moved to, which holds the Tab stop until one is chosen or focus
  // leaves the list; then the stop is the selected tab again, so Tabbing back lands on the open one (APG).
  const [moved, setMoved] = useState<K | null>(null);
  const stop = moved ?? selected;

  function choose(key: K) {
    setMoved(null);
    onSelect(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.key === stop);
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
    if (activation === 'manual') setMoved(next.key);
    else choose(next.key);
    tabs.current.get(next.key)?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className={classes.list}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setMoved(null);
        }}
      >
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
              tabIndex={item.key === stop ? 0 : -1}
              className={
                active && classes.selectedTab ? `${classes.tab} ${classes.selectedTab}` : classes.tab
              }
              onClick={() => choose(item.key)}
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

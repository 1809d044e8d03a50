import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with automatic activation: arrows move
 * and select, Home/End jump to the ends, and only the selected tab is in the Tab order. Hidden panels stay
 * mounted so switching tabs never loses what was typed.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const id = useId();
  const tabs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    tabs.current.get(next.key)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="nav nav-tabs dashboard-tabs">
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
              className={`nav-link${active ? ' active' : ''}`}
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
          className="dashboard-tabpanel"
        >
          {item.panel}
        </div>
      ))}
    </>
  );
}

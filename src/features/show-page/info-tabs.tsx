import { useState, type ReactNode } from 'react';
import type { InfoTab } from '../../content/shows';
import { Tabs } from '../../ui/tabs';

const CLASSES = { list: 'info-tabs__list', tab: 'info-tabs__tab', panel: 'info-tabs__panel' };

/** The Information block: THE EVENT selected first, each tab's paragraphs and points in its panel. */
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
  const [selected, setSelected] = useState<InfoTab['id']>(tabs[0]?.id ?? 'event');
  const items = tabs.map((tab) => ({
    key: tab.id,
    label: tab.label,
    panel: (
      <>
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
      </>
    ),
  }));
  return (
    <div className="info-tabs">
      <Tabs
        label={label}
        items={items}
        selected={selected}
        onSelect={setSelected}
        classes={CLASSES}
        focusablePanels
      />
    </div>
  );
}

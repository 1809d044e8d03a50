import { useEffect, useState } from 'react';
import { PAGE_META } from '../../content/pages';
import {
  PRIVACY,
  RETENTION_FAILED,
  RETENTION_HEADING,
  RETENTION_LOADING,
  retentionParagraphs,
} from '../../content/statements';
import { useDataPort } from '../../data/data-port-context';
import type { RetentionPolicy } from '../../domain/retention';
import { usePageData } from '../../ui/page-data';
import { usePageMeta } from '../../ui/use-page-meta';
import { StatementPage } from './statement-page';

/**
 * What the site does with old records: rendered into the page where the visit starts here (the embedded
 * server renders it with its RETENTION_MONTHS; a hosted build with its own policy), asked of the data port
 * when the visitor came from another page of the site.
 */
function useRetentionParagraphs(): string[] {
  const port = useDataPort();
  const rendered = usePageData().peek('retention');
  const [policy, setPolicy] = useState<RetentionPolicy | 'failed' | null>(rendered ?? null);
  useEffect(() => {
    if (policy) return;
    let live = true;
    port.retentionPolicy().then(
      (answer) => live && setPolicy(answer),
      () => live && setPolicy('failed'),
    );
    return () => {
      live = false;
    };
  }, [port, policy]);
  if (policy === 'failed') return [RETENTION_FAILED];
  return policy ? retentionParagraphs(policy) : [RETENTION_LOADING];
}

/** /privacy, linked from the footer and beside every form. */
export default function PrivacyPage() {
  usePageMeta(PAGE_META.privacy);
  const retention = useRetentionParagraphs();
  const statement = {
    ...PRIVACY,
    sections: PRIVACY.sections.map((section) =>
      section.heading === RETENTION_HEADING ? { ...section, paragraphs: retention } : section,
    ),
  };
  return <StatementPage statement={statement} />;
}

import { useEffect, useState } from 'react';
import { PAGE_META } from '../../content/pages';
import {
  COUNTING_HEADING,
  countingParagraphs,
  GPC_HOW_TO,
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
function useRetentionPolicy(): RetentionPolicy | 'failed' | null {
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
  return policy;
}

const whileUnknown = (failed: boolean) => [failed ? RETENTION_FAILED : RETENTION_LOADING];

/** /privacy, linked from the footer and beside every form. */
export default function PrivacyPage() {
  usePageMeta(PAGE_META.privacy);
  const policy = useRetentionPolicy();
  const known = policy !== null && policy !== 'failed' ? policy : null;
  const statement = {
    ...PRIVACY,
    sections: PRIVACY.sections.map((section) => {
      if (section.heading === RETENTION_HEADING)
        return {
          ...section,
          paragraphs: known ? retentionParagraphs(known) : whileUnknown(policy === 'failed'),
        };
      if (section.heading === COUNTING_HEADING)
        return known
          ? {
              ...section,
              paragraphs: countingParagraphs(known),
              ...(known.countsMonths === null ? {} : { list: GPC_HOW_TO }),
            }
          : { ...section, paragraphs: whileUnknown(policy === 'failed') };
      return section;
    }),
  };
  return <StatementPage statement={statement} />;
}

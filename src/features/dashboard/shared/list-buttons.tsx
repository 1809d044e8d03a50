import { LIST_BUTTONS_COPY as COPY } from '../../../content/dashboard-keep-in-touch';
import { useSingleFlight } from './use-single-flight';

/**
 * Reads a list again (what visitors sent since it was opened). One read at a time; `noun` tells a screen
 * reader which list ("Refresh subscribers").
 */
export function RefreshButton({ noun, onRefresh }: { noun: string; onRefresh: () => Promise<void> }) {
  const refresh = useSingleFlight();
  return (
    <button
      type="button"
      className="btn btn-outline-secondary"
      aria-disabled={refresh.pending}
      onClick={() => void refresh.run(onRefresh)}
    >
      {refresh.pending ? COPY.refreshing : COPY.refresh} <span className="visually-hidden">{noun}</span>
    </button>
  );
}

/** Downloads every row of a list as CSV, not just the page shown. One download at a time. */
export function DownloadCsvButton({
  noun,
  disabled,
  onDownload,
}: {
  noun: string;
  /** True while the list is empty: there is nothing to download. */
  disabled: boolean;
  onDownload: () => Promise<void>;
}) {
  const download = useSingleFlight();
  return (
    <button
      type="button"
      className="btn btn-outline-primary"
      disabled={disabled}
      aria-disabled={download.pending}
      onClick={() => void download.run(onDownload)}
    >
      {download.pending ? COPY.preparing : COPY.download} <span className="visually-hidden">of {noun}</span>
    </button>
  );
}

import type { Page } from './paging';

/**
 * Previous/next paging with counts ("26–50 of 1,234"), for lists that can grow to thousands; nothing for an
 * empty list.
 */
export function Pager<T>({
  page,
  label,
  onPage,
}: {
  page: Page<T>;
  label: string;
  onPage: (page: number) => void;
}) {
  const n = (value: number) => value.toLocaleString('en-GB');
  // An empty list says so in its own words ("No listings match these filters."): no count under them.
  if (page.total === 0) return null;
  return (
    <nav className="pager d-flex flex-wrap align-items-center gap-2" aria-label={label}>
      <p className="mb-0 me-auto" aria-live="polite">
        {`${n(page.first)}–${n(page.last)} of ${n(page.total)}`}
        {page.pageCount > 1 && (
          <span className="text-body-secondary">
            {' '}
            · page {n(page.page)} of {n(page.pageCount)}
          </span>
        )}
      </p>
      {page.pageCount > 1 && (
        <div className="d-flex gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            Previous
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={page.page >= page.pageCount}
            onClick={() => onPage(page.page + 1)}
          >
            Next
          </button>
        </div>
      )}
    </nav>
  );
}

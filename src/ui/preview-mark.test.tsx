import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageDataProvider, PageDataStore } from './page-data';
import { PreviewMark } from './preview-mark';

const renderWith = (data: ConstructorParameters<typeof PageDataStore>[0]) =>
  render(
    <PageDataProvider store={new PageDataStore(data)}>
      <PreviewMark />
    </PageDataProvider>,
  );

describe('the preview mark', () => {
  it("says a manager's preview is one, across the top", () => {
    renderWith({ preview: true });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Preview: only you can see this. The page shows your drafts',
    );
  });

  it('is not on a page of published words', () => {
    renderWith({});
    expect(screen.queryByRole('note')).toBeNull();
  });
});

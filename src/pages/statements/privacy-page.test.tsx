import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FakeDataPort } from '../../../tests/builders/dashboard-fakes';
import { DataPortProvider } from '../../data/data-port-context';
import { HOSTED_RETENTION, type RetentionPolicy } from '../../domain/retention';
import { PageDataProvider, PageDataStore } from '../../ui/page-data';
import PrivacyPage from './privacy-page';

function renderPrivacy(port: FakeDataPort, rendered?: RetentionPolicy) {
  render(
    <MemoryRouter>
      <DataPortProvider port={port}>
        <PageDataProvider store={new PageDataStore(rendered ? { retention: rendered } : {})}>
          <PrivacyPage />
        </PageDataProvider>
      </DataPortProvider>
    </MemoryRouter>,
  );
}

describe('the privacy statement on how long records are kept', () => {
  it('states what the server rendered into the page, without asking again', () => {
    const port = new FakeDataPort();
    renderPrivacy(port, { submissionMonths: 12, mailLogDays: 90 });
    expect(screen.getByText(/deleted automatically 12 months after they arrive/)).toBeInTheDocument();
    expect(port.callsOf('retentionPolicy')).toEqual([]);
  });

  it('asks the site when the visitor came from another page, and states its answer', async () => {
    const port = new FakeDataPort();
    port.retention = { submissionMonths: 6, mailLogDays: 90 };
    renderPrivacy(port);
    expect(screen.getByText(/checking how long this site keeps records/i)).toBeInTheDocument();
    expect(await screen.findByText(/deleted automatically 6 months after they arrive/)).toBeInTheDocument();
  });

  it('says honestly, for hosted mode, that nothing deletes old records automatically', () => {
    renderPrivacy(new FakeDataPort(), HOSTED_RETENTION);
    expect(screen.getByText(/nothing on this site deletes them automatically/)).toBeInTheDocument();
    expect(
      screen.getByText(/record of the e-mails we sent is kept until a manager deletes it/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/months after they arrive/)).toBeNull();
  });
});

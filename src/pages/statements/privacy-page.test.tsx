import { cleanup, render, screen } from '@testing-library/react';
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
    renderPrivacy(port, {
      submissionMonths: 12,
      mailLogDays: 90,
      countsMonths: 25,
      countsReferrers: true,
      firebaseLibraryRecord: false,
    });
    expect(screen.getByText(/deleted automatically 12 months after they arrive/)).toBeInTheDocument();
    expect(port.callsOf('retentionPolicy')).toEqual([]);
    // What erasing an address removes, seats-back requests and messages included, subscriber or not (issue #22).
    expect(
      screen.getByText(
        /erase your e-mail address.*whether or not you subscribed: your subscriptions, the e-mails we sent you, any "Tell me if seats.*the messages and hosting enquiries you sent us/,
      ),
    ).toBeInTheDocument();
  });

  it('asks the site when the visitor came from another page, and states its answer', async () => {
    const port = new FakeDataPort();
    port.retention = {
      submissionMonths: 6,
      mailLogDays: 90,
      countsMonths: 25,
      countsReferrers: true,
      firebaseLibraryRecord: false,
    };
    renderPrivacy(port);
    // Both sections that depend on the site's settings wait for them.
    expect(screen.getAllByText(/checking how long this site keeps records/i)).toHaveLength(2);
    expect(await screen.findByText(/deleted automatically 6 months after they arrive/)).toBeInTheDocument();
  });

  it('says honestly, for hosted mode, that nothing deletes old records automatically', () => {
    renderPrivacy(new FakeDataPort(), HOSTED_RETENTION);
    expect(screen.getByText(/nothing on this site deletes them automatically/)).toBeInTheDocument();
    expect(
      screen.getByText(/record of the e-mails we sent is kept until a manager deletes it/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/months after they arrive/)).toBeNull();
    expect(screen.getByText(/hosting enquiries you sent us with our replies\.$/)).toBeInTheDocument();
    // Seats-back requests go when a manager opens the dashboard: no server runs a timer.
    expect(
      screen.getByText(
        /30 days after that date \(the first time one of our managers opens the site’s dashboard/,
      ),
    ).toBeInTheDocument();
  });
});

describe('the privacy statement on counting visits', () => {
  it('says what is counted, for how long, and how to object with Global Privacy Control', () => {
    renderPrivacy(new FakeDataPort(), {
      submissionMonths: 24,
      mailLogDays: 90,
      countsMonths: 25,
      countsReferrers: true,
      firebaseLibraryRecord: false,
    });
    const section = screen.getByRole('heading', { name: 'What we count, and how to object' }).parentElement;
    expect(section).toHaveTextContent(/We store no IP address/);
    expect(section).toHaveTextContent(/deleted after 25 months/);
    expect(section).toHaveTextContent(/turn on Global Privacy Control/);
    expect(screen.getByText(/^Firefox: Settings/)).toBeInTheDocument();
  });

  it('names the referring site only where it is counted (not in hosted mode)', () => {
    renderPrivacy(new FakeDataPort(), {
      submissionMonths: 24,
      mailLogDays: 90,
      countsMonths: 25,
      countsReferrers: true,
      firebaseLibraryRecord: false,
    });
    expect(screen.getByText(/the name of the website that sent a visit/)).toBeInTheDocument();
    cleanup();
    renderPrivacy(new FakeDataPort(), HOSTED_RETENTION);
    const section = screen.getByRole('heading', { name: 'What we count, and how to object' }).parentElement;
    expect(section).toHaveTextContent(
      /subscriptions started and confirmed; and whether the visit came from a phone/,
    );
    expect(section).not.toHaveTextContent(/the website that sent a visit/);
    expect(screen.getByText(/^Firefox: Settings/)).toBeInTheDocument();
  });

  it('names, in hosted mode only, the record Firebase’s library keeps in the browser', () => {
    renderPrivacy(new FakeDataPort(), HOSTED_RETENTION);
    const hosted = screen.getByRole('heading', { name: 'What we count, and how to object' }).parentElement;
    expect(hosted).toHaveTextContent(/IndexedDB database named firebase-heartbeat-database/);
    expect(hosted).toHaveTextContent(/nothing goes to anyone but our hosting provider/);
    cleanup();
    renderPrivacy(new FakeDataPort(), { ...HOSTED_RETENTION, firebaseLibraryRecord: false });
    const embedded = screen.getByRole('heading', { name: 'What we count, and how to object' }).parentElement;
    expect(embedded).not.toHaveTextContent(/IndexedDB/);
    expect(embedded).toHaveTextContent(/nothing goes to anyone else/);
  });

  it('says, where nothing is counted, that nothing is', () => {
    renderPrivacy(new FakeDataPort(), { ...HOSTED_RETENTION, countsMonths: null });
    expect(screen.getByText(/This site does not count your visits/)).toBeInTheDocument();
    expect(screen.queryByText(/^Firefox: Settings/)).not.toBeInTheDocument();
  });
});

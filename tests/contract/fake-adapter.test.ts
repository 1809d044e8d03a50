import type { DataPort } from '../../src/data/port';
import { FAKE_MANAGER, FakeDataPort } from '../builders/dashboard-fakes';
import { FakeContent } from '../builders/fake-content';
import { FakeCounts } from '../builders/fake-insights';
import { FakeHotels } from '../builders/fake-hotels';
import { FakeHotelLinks } from '../builders/fake-hotel-links';
import { describeDataPortContract } from './data-port-contract';
import { describeHotelKitContract } from './hotel-kit-contract';
import type { DataPortHarness } from './data-port-harness';

/**
 * The in-memory fake the component tests use answers as both real adapters do: the same contract the http
 * adapter (tests/contract/http-adapter.test.ts) and the firebase adapter (tests/firestore/) pass. A test
 * that passes on the fake then says something about the site.
 */

/**
 * The visitor's view of the manager's store: every call runs with nobody signed in. Calls may overlap (the
 * contract sends several refusals at once), so the manager is put back only when the last one has finished.
 */
function signedOutView(port: FakeDataPort): DataPort {
  let running = 0;
  let saved = port.manager;
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        if (running++ === 0) saved = target.manager;
        target.manager = null;
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          if (--running === 0) target.manager = saved;
        }
      };
    },
  });
}

function fakeHarness(): Promise<DataPortHarness> {
  const manager = new FakeDataPort({ manager: FAKE_MANAGER });
  return Promise.resolve({
    visitor: signedOutView(manager),
    manager,
    reset: async () => {
      manager.venues = [];
      manager.trash = [];
      manager.changes = [];
      manager.requests = [];
      manager.messages = [];
      manager.subscribers = [];
      manager.counts = new FakeCounts();
      manager.content = new FakeContent();
      manager.hotels = new FakeHotels();
      manager.hotelLinks = new FakeHotelLinks();
    },
    close: async () => undefined,
  });
}

describeDataPortContract('the in-memory fake (FakeDataPort)', fakeHarness);
describeHotelKitContract('the in-memory fake (FakeDataPort)', fakeHarness);

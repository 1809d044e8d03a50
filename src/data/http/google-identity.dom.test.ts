import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GoogleIdentity from './google-identity';

// The module keeps Google's script once loaded: each test loads it afresh, with its own stand-in.
let requestGoogleIdToken: typeof GoogleIdentity.requestGoogleIdToken;
beforeEach(async () => {
  vi.resetModules();
  ({ requestGoogleIdToken } = await import('./google-identity'));
});

/**
 * Google's servers cannot be reached from the tests: a stand-in `google.accounts.id` takes the place of the
 * script Google serves, recording what the code asks of it, and the script's load event is fired by hand.
 */
interface InitConfig {
  client_id: string;
  nonce?: string;
  ux_mode?: string;
  callback: (response: { credential?: string }) => void;
}

function standIn() {
  const calls = { initialize: [] as InitConfig[], renderButton: [] as [HTMLElement, { width?: number }][] };
  const id = {
    initialize: (config: InitConfig) => calls.initialize.push(config),
    renderButton: (parent: HTMLElement, options: { width?: number }) => {
      calls.renderButton.push([parent, options]);
      const drawn = document.createElement('div');
      drawn.setAttribute('role', 'button');
      drawn.textContent = 'Sign in with Google';
      parent.append(drawn);
    },
  };
  vi.stubGlobal('google', { accounts: { id } });
  // The press on Google's button, and the account chosen in its window, arrive as the callback.
  const press = (response: { credential?: string }) => calls.initialize.at(-1)?.callback(response);
  return { calls, press };
}

async function scriptLoaded() {
  await vi.waitFor(() =>
    expect(document.querySelector('script[src*="accounts.google.com/gsi"]')).not.toBeNull(),
  );
  document.querySelector('script[src*="accounts.google.com/gsi"]')?.dispatchEvent(new Event('load'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('Google sign-in (embedded)', () => {
  it("draws Google's own button where asked, and gives back the ID token once it is pressed", async () => {
    const { calls, press } = standIn();
    const slot = document.body.appendChild(document.createElement('div'));
    const token = requestGoogleIdToken('client-123.apps.googleusercontent.com', 'nonce-abc', slot);
    await scriptLoaded();

    await vi.waitFor(() => expect(calls.renderButton).toHaveLength(1));
    expect(calls.renderButton[0]?.[0]).toBe(slot);
    expect(slot.querySelector('[role="button"]')).toHaveTextContent('Sign in with Google');
    expect(calls.initialize[0]).toMatchObject({
      client_id: 'client-123.apps.googleusercontent.com',
      nonce: 'nonce-abc',
      ux_mode: 'popup',
    });
    // No One Tap: the stand-in has no prompt(), so calling it would have thrown.
    press({ credential: 'header.payload.signature' });
    await expect(token).resolves.toBe('header.payload.signature');
    // Used once: the button goes, and a new attempt draws a fresh one.
    expect(slot.childElementCount).toBe(0);
  });

  it('refuses when Google answers without a token, and when there is no place for its button', async () => {
    const { press } = standIn();
    const slot = document.body.appendChild(document.createElement('div'));
    const token = requestGoogleIdToken('client-123', 'nonce-abc', slot);
    await scriptLoaded();
    await vi.waitFor(() => expect(slot.childElementCount).toBe(1));
    press({});
    await expect(token).rejects.toThrow(/did not open/);
    await expect(requestGoogleIdToken('client-123', 'nonce-abc', null)).rejects.toThrow(/did not open/);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_ACCOUNTS_NOTE, SIGN_IN_PROBLEMS } from '../../content/sign-in';
import { DataError, SignInError, type SignInProblem } from '../../data/errors';
import type { GoogleSignInPlace } from '../../data/port';
import { FAKE_MANAGER, FAKE_PASSWORD, FakeDataPort } from '../../../tests/builders/dashboard-fakes';
import { renderWithPort } from '../../../tests/builders/dashboard-render';
import { GOOGLE_NOT_SET_UP, SignInPanel } from './sign-in-panel';

describe('SignInPanel', () => {
  it('refuses a wrong password with a message, keeping the e-mail', async () => {
    const { user } = renderWithPort(<SignInPanel />, new FakeDataPort());
    await user.type(await screen.findByLabelText('E-mail'), FAKE_MANAGER.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('do not match a manager account');
    expect(screen.getByLabelText('E-mail')).toHaveValue(FAKE_MANAGER.email);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('says when sign-in is rate limited', async () => {
    const port = new FakeDataPort().failNext('signInWithPassword', new DataError('rate-limited', 'Too many'));
    const { user } = renderWithPort(<SignInPanel />, port);
    await user.type(await screen.findByLabelText('E-mail'), FAKE_MANAGER.email);
    await user.type(screen.getByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts');
  });

  it('says under the password form when its accounts are the local emulator’s own, and nowhere else', async () => {
    renderWithPort(
      <SignInPanel />,
      new FakeDataPort({ options: { password: true, google: true, localAccounts: true } }),
    );
    const form = await screen.findByRole('form', { name: 'Sign in with e-mail and password' });
    expect(form).toHaveTextContent(LOCAL_ACCOUNTS_NOTE);
  });

  it('shows Google sign-in, saying plainly when it is not set up', async () => {
    renderWithPort(<SignInPanel />, new FakeDataPort({ options: { password: true, google: false } }));
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(screen.queryByText(LOCAL_ACCOUNTS_NOTE)).toBeNull();
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(GOOGLE_NOT_SET_UP);
  });

  it('signs in with Google when it is set up, and offers no password form where there is none', async () => {
    const port = new FakeDataPort({ options: { password: false, google: true } });
    const { user } = renderWithPort(<SignInPanel />, port);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    // The adapter is given a place in the panel to draw Google's own button (embedded mode).
    const [call] = port.callsOf('signInWithGoogle');
    const place = call?.args[0] as GoogleSignInPlace | undefined;
    expect(place?.button).toBeInstanceOf(HTMLDivElement);
    expect(place?.button?.isConnected).toBe(true);
    expect(port.manager).toEqual(FAKE_MANAGER);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it.each(Object.keys(SIGN_IN_PROBLEMS) as SignInProblem[])(
    'says plainly why Google sign-in did not happen: %s',
    async (problem) => {
      const port = new FakeDataPort({ options: { password: false, google: true } }).failNext(
        'signInWithGoogle',
        new SignInError(problem),
      );
      const { user } = renderWithPort(<SignInPanel />, port);
      await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_PROBLEMS[problem]);
      // Never left spinning: the button is back for another try.
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    },
  );

  it("keeps the password form usable while Google's button waits to be pressed", async () => {
    const port = new FakeDataPort({ options: { password: true, google: true } });
    port.holdNext('signInWithGoogle'); // the manager never presses Google's button
    const { user } = renderWithPort(<SignInPanel />, port);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(screen.getByRole('button', { name: 'Signing in with Google...' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), FAKE_MANAGER.email);
    await user.type(screen.getByLabelText('Password'), FAKE_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(port.callsOf('signInWithPassword')).toHaveLength(1);
    await vi.waitFor(() => expect(port.manager).toEqual(FAKE_MANAGER));
  });

  it('tells the causes apart', () => {
    expect(new Set(Object.values(SIGN_IN_PROBLEMS)).size).toBe(Object.keys(SIGN_IN_PROBLEMS).length);
  });
});

import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './auth-state';

describe('authReducer', () => {
  it('starts signed out with no user', () => {
    expect(initialAuthState).toEqual({ isAuthenticated: false, user: null });
  });

  it('LOGIN signs the user in and LOGOUT resets', () => {
    const user = { email: 'pm@example.com', name: 'Pat' };
    const signedIn = authReducer(initialAuthState, { type: 'LOGIN', user });
    expect(signedIn).toEqual({ isAuthenticated: true, user });
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toEqual(initialAuthState);
  });
});

import type { Manager } from '../../domain/manager';

/** Signed out at first; LOGIN sets the user, LOGOUT resets. */
export interface AuthState {
  isAuthenticated: boolean;
  user: Manager | null;
}

export type AuthAction = { type: 'LOGIN'; user: Manager } | { type: 'LOGOUT' };

export const initialAuthState: AuthState = { isAuthenticated: false, user: null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN':
      return { isAuthenticated: true, user: action.user };
    case 'LOGOUT':
      return initialAuthState;
    default:
      return state;
  }
}

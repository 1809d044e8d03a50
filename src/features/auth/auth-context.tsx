import { createContext, useCallback, useContext, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useDataPort } from '../../data/data-port-context';
import type { GoogleSignInPlace } from '../../data/port';
import type { Manager } from '../../domain/manager';
import { authReducer, initialAuthState, type AuthState } from './auth-state';

export type SessionCheck = 'not-checked' | 'checking' | 'checked';

interface AuthContextValue extends AuthState {
  sessionCheck: SessionCheck;
  /**
   * Asks the data port who is signed in. Called by the dashboard only: public pages never pay for a session
   * request (and in hosted mode never load Firebase Auth).
   */
  checkSession(): Promise<void>;
  signInWithPassword(email: string, password: string): Promise<Manager>;
  signInWithGoogle(place?: GoogleSignInPlace): Promise<Manager>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const port = useDataPort();
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const [sessionCheck, setSessionCheck] = useState<SessionCheck>('not-checked');

  const checkSession = useCallback(async () => {
    setSessionCheck('checking');
    try {
      const manager = await port.currentManager();
      dispatch(manager ? { type: 'LOGIN', user: manager } : { type: 'LOGOUT' });
    } finally {
      setSessionCheck('checked');
    }
  }, [port]);

  const signInWithPassword = useCallback(
    async (email: string, password: string) => {
      const manager = await port.signInWithPassword(email, password);
      dispatch({ type: 'LOGIN', user: manager });
      return manager;
    },
    [port],
  );

  const signInWithGoogle = useCallback(
    async (place?: GoogleSignInPlace) => {
      const manager = await port.signInWithGoogle(place);
      dispatch({ type: 'LOGIN', user: manager });
      return manager;
    },
    [port],
  );

  const signOut = useCallback(async () => {
    await port.signOut();
    dispatch({ type: 'LOGOUT' });
  }, [port]);

  const value = useMemo(
    () => ({ ...state, sessionCheck, checkSession, signInWithPassword, signInWithGoogle, signOut }),
    [state, sessionCheck, checkSession, signInWithPassword, signInWithGoogle, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider above it (see src/main.tsx)');
  return value;
}

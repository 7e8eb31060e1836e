/**
 * Holds the session. Unlike the earlier app, the stored token restores the session on load through
 * `GET /auth/me` (the Loading... spinner shows meanwhile); an expired or revoked token signs out cleanly.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { RegisterInput, User } from '../../../../../contract/auth.ts';
import { ApiError, getStoredToken, setStoredToken, TOKEN_STORAGE_KEY } from '../../../lib/api-client.ts';
import { fetchMe, loginWithEmail, logoutOnServer, registerAccount } from '../api/auth-api.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../../../lib/auth-context.ts';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthStatus>(() => (getStoredToken() ? 'loading' : 'anonymous'));
  const [busy, setBusy] = useState(false);

  const signedIn = useCallback((next: User) => {
    setUserState(next);
    setStatus('authenticated');
  }, []);

  const signedOut = useCallback(() => {
    setStoredToken(null);
    setUserState(null);
    setStatus('anonymous');
    queryClient.removeQueries({ queryKey: ['me'] });
  }, [queryClient]);

  useEffect(() => {
    if (!getStoredToken()) return;
    const controller = new AbortController();
    fetchMe(controller.signal)
      .then(signedIn)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Only a rejected token signs out; a network failure keeps the token for the next load.
        if (error instanceof ApiError && error.status === 401) signedOut();
        else setStatus('anonymous');
      });
    return () => controller.abort();
  }, [signedIn, signedOut]);

  // Signing out (or in) in another tab applies here too.
  useEffect(() => {
    function handleStorage(event: StorageEvent) {
      if (event.key !== TOKEN_STORAGE_KEY) return;
      if (!event.newValue) signedOut();
      else fetchMe().then(signedIn, () => signedOut());
    }
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [signedIn, signedOut]);

  const login = useCallback<AuthContextValue['login']>(
    async (email, password, rememberMe = false) => {
      setBusy(true);
      try {
        const result = await loginWithEmail(email, password, rememberMe);
        setStoredToken(result.access_token);
        signedIn(result.user);
        await queryClient.invalidateQueries();
        return result.user;
      } catch (error) {
        console.warn('Login failed');
        throw error;
      } finally {
        setBusy(false);
      }
    },
    [queryClient, signedIn],
  );

  const register = useCallback<AuthContextValue['register']>(
    async (input: RegisterInput) => {
      setBusy(true);
      try {
        await registerAccount(input);
      } catch (error) {
        console.warn('Registration failed');
        setBusy(false);
        throw error;
      }
      setBusy(false);
      return login(input.email, input.password);
    },
    [login],
  );

  const logout = useCallback(async () => {
    try {
      await logoutOnServer();
    } catch {
      // The token is dropped locally either way; the server forgets it when it expires.
    }
    signedOut();
    // Drop every cached answer rather than refetching: the signed-in pages still mounted would ask again without
    // a token (401s), and the previous user's data must not linger in memory.
    queryClient.clear();
  }, [queryClient, signedOut]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, busy, login, register, logout, setUser: signedIn }),
    [status, user, busy, login, register, logout, signedIn],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

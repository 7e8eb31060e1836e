/**
 * Holds the session. The signed-in user is a query (`session-query.ts`): the stored token restores the session
 * on load through `GET /auth/me` (the Loading... spinner shows meanwhile); an expired or revoked token signs
 * out cleanly. The token itself is the one piece of state here: it names the session to ask for.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterInput, User } from '#contract/auth.ts';
import { ApiError, getStoredToken, setStoredToken, tokenStorageKey } from '#web/lib/api-client.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from '#web/lib/auth-context.ts';
import { applyPageLanguage } from '#web/lib/page-language.ts';
import { loginWithEmail, logoutOnServer, registerAccount } from '../api/auth-api.ts';
import { sessionQueryKey, sessionQueryOptions } from '../api/session-query.ts';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [token, setToken] = useState(getStoredToken);
  const session = useQuery(sessionQueryOptions(token));

  const signedOut = useCallback(() => {
    setStoredToken(null);
    setToken(null);
  }, []);

  // Only a rejected token signs out; a network failure keeps the token for the next load.
  const rejected = session.error instanceof ApiError && session.error.status === 401;
  useEffect(() => {
    if (rejected) signedOut();
  }, [rejected, signedOut]);

  // Signing out (or in) in another tab applies here too.
  useEffect(() => {
    function handleStorage(event: StorageEvent) {
      if (event.key === tokenStorageKey()) setToken(event.newValue);
    }
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  const login = useCallback<AuthContextValue['login']>(
    async (email, password, rememberMe = false) => {
      try {
        const result = await loginWithEmail(email, password, rememberMe);
        setStoredToken(result.access_token);
        queryClient.setQueryData(sessionQueryKey(result.access_token), result.user);
        setToken(result.access_token);
        // Signing in brings the account's language (decision 027), as the profile chose it, to this browser.
        if (result.user.language && result.user.language !== i18n.resolvedLanguage) await applyPageLanguage(i18n, result.user.language);
        // What was fetched signed out (or as someone else) is asked again; the session just arrived.
        await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
        return result.user;
      } catch (error) {
        console.warn('Login failed');
        throw error;
      }
    },
    [queryClient, i18n],
  );

  const register = useCallback<AuthContextValue['register']>(
    async (input: RegisterInput) => {
      try {
        await registerAccount(input);
      } catch (error) {
        console.warn('Registration failed');
        throw error;
      }
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

  const setUser = useCallback((next: User) => queryClient.setQueryData(sessionQueryKey(token), next), [queryClient, token]);

  const user = token === null ? null : (session.data ?? null);
  const status: AuthStatus = user ? 'authenticated' : token === null || session.isError ? 'anonymous' : 'loading';
  const value = useMemo<AuthContextValue>(
    () => ({ status, user, login, register, logout, setUser }),
    [status, user, login, register, logout, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

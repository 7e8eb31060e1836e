/** The authentication state every page reads (spec §4 Authentication). */
import { createContext, useContext } from 'react';
import type { RegisterInput, User } from '#contract/auth.ts';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  login(email: string, password: string, rememberMe?: boolean): Promise<User>;
  /** Registers, then signs in with the same email and password (spec §4). */
  register(input: RegisterInput): Promise<User>;
  logout(): Promise<void>;
  /** Replaces the user after a profile edit. */
  setUser(user: User): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

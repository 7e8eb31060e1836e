/**
 * Guards the pages for signed-in users (spec §2 Protected pages): Loading... while the session is restored;
 * anonymous visitors go to /login (replacing history) with the requested location remembered. Each protected
 * page opened asks the server again whether the session is live, so a session ended from another device
 * (issue 35) lands on /login at its next navigation rather than showing a page whose data all fails.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth-context.ts';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signedIn = status === 'authenticated';
  useEffect(() => {
    // Not twice on a fresh load, which has just asked. The cached user stays on screen meanwhile; only a 401
    // signs out (auth-provider.tsx).
    const [session] = queryClient.getQueryCache().findAll({ queryKey: ['session'], type: 'active' });
    if (signedIn && session && Date.now() - session.state.dataUpdatedAt > 1000) void session.fetch();
  }, [signedIn, location.pathname, queryClient]);
  if (status === 'loading') return <Spinner />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}

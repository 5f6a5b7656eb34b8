import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isAdminRole } from '@cuadre/shared/users/constants';
import { homePathForRole } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { isUnusable, useGuardedTokenStatus } from './use-token-status';

/**
 * Pages for signed-out visitors (landing, login, register, password recovery, welcome). A signed-in USER goes
 * to /dashboard (spec §2); an admin goes to /admin/dashboard, where login would have sent them.
 * A stale token (expired or undecodable) counts as signed out and is dropped.
 */
export function PublicOnlyRoute({ children }: { children?: ReactNode }) {
  const status = useGuardedTokenStatus();
  const sessionEndReason = useAppStore((state) => state.sessionEndReason);
  const clearSessionEndReason = useAppStore((state) => state.clearSessionEndReason);
  const mustEnd = isUnusable(status);

  // The visitor has arrived where the ended session sent them: from now on guards redirect as usual.
  useEffect(() => {
    if (sessionEndReason && !mustEnd) clearSessionEndReason();
  }, [sessionEndReason, mustEnd, clearSessionEndReason]);

  if (status.kind === 'valid')
    return <Navigate to={homePathForRole(isAdminRole(status.claims.role))} replace />;
  return children ?? <Outlet />;
}

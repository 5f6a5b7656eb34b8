import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isAdminRole } from '@cuadre/shared/users/constants';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { sessionEndRedirect, useGuardedTokenStatus } from './use-token-status';

/**
 * Admin area guard (spec §2 "Guards", design.md §4):
 * - anonymous → /login (→ /welcome when the session has just expired, → / after 'Cerrar sesión');
 * - expired or undecodable token → log out, /welcome, as in the seller area;
 * - a signed-in non-admin → /dashboard;
 * - ADMIN and SUPER_ADMIN pass.
 */
export function AdminRoute({ children }: { children?: ReactNode }) {
  const status = useGuardedTokenStatus();
  const sessionEndReason = useAppStore((state) => state.sessionEndReason);

  if (status.kind === 'anonymous') {
    return <Navigate to={sessionEndRedirect(sessionEndReason) ?? paths.login} replace />;
  }
  if (status.kind !== 'valid') return <Navigate to={paths.welcome} replace />;
  if (!isAdminRole(status.claims.role)) return <Navigate to={paths.dashboard.root} replace />;
  return children ?? <Outlet />;
}

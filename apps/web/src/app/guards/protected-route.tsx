import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isAdminRole } from '@cuadre/shared/users/constants';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { sessionEndRedirect, useGuardedTokenStatus } from './use-token-status';

/**
 * Seller area guard (spec §2 "Guards"):
 * - no token → / (→ /welcome when the session has just expired, → / after 'Cerrar sesión');
 * - expired or undecodable token → log out, /welcome;
 * - an admin (no shop of their own) → /admin/dashboard;
 * - otherwise the page.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const status = useGuardedTokenStatus();
  const sessionEndReason = useAppStore((state) => state.sessionEndReason);

  if (status.kind === 'anonymous') {
    return <Navigate to={sessionEndRedirect(sessionEndReason) ?? paths.home} replace />;
  }
  if (status.kind !== 'valid') return <Navigate to={paths.welcome} replace />;
  if (isAdminRole(status.claims.role)) return <Navigate to={paths.admin.dashboard} replace />;
  return children ?? <Outlet />;
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAdminSession } from '../../../lib/use-admin-session';

/** Client-side guard (spec section 6): both admin_id and admin_name must be in session storage. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  if (!session) return <Navigate to={paths.login} replace />;
  return <>{children}</>;
}

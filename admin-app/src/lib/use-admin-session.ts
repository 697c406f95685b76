import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SessionKeys } from '@vvq/contracts';
import { ADMIN_SESSION_EVENT, readAdminSession, type AdminSession } from './admin-session';

/** Re-renders the caller on every navigation (useLocation) and whenever the admin keys change in this tab. */
function useAdminSessionChanges(): void {
  useLocation();
  const [, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    window.addEventListener(ADMIN_SESSION_EVENT, bump);
    return () => window.removeEventListener(ADMIN_SESSION_EVENT, bump);
  }, []);
}

/** The guard's view (spec section 6): logged in only with both admin_id and admin_name. */
export function useAdminSession(): AdminSession | null {
  useAdminSessionChanges();
  return readAdminSession();
}

/** The admin bar's view (spec 'Layout'): admin_id alone decides, the name may be missing. */
export function useAdminBarState(): { loggedIn: boolean; adminName: string } {
  useAdminSessionChanges();
  return {
    loggedIn: Boolean(sessionStorage.getItem(SessionKeys.adminId)),
    adminName: sessionStorage.getItem(SessionKeys.adminName) ?? '',
  };
}

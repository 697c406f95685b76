import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ADMIN_SESSION_EVENT, readAdminSession, type AdminSession } from './admin-session';

/** The admin session, re-read on every navigation and whenever the admin keys change in this tab. */
export function useAdminSession(): AdminSession | null {
  const location = useLocation();
  const [, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    window.addEventListener(ADMIN_SESSION_EVENT, bump);
    return () => window.removeEventListener(ADMIN_SESSION_EVENT, bump);
  }, []);
  void location;
  return readAdminSession();
}

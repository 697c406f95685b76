import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ADMIN_UNAUTHORIZED_EVENT } from '../../../lib/admin-session';

/** Sends the admin to the login page when any admin call answered 401 (the session was already cleared). */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onUnauthorized = () => navigate(paths.login, { replace: true });
    window.addEventListener(ADMIN_UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(ADMIN_UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate]);
}

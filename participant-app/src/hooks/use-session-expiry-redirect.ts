import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { SESSION_EXPIRED_EVENT } from '../lib/participant-request';

/** Sends the participant to /login as soon as any call reports an expired or refused token. */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onExpired = () => navigate(paths.login, { replace: true });
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);
}

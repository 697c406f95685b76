import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForgetQueries } from '../query/query-client-source';
import type { AuthArea } from './auth-area';

/**
 * Mounted once by an area's routes: as soon as any call of the area reports a refused token (withSessionExpiry), the
 * area's cached answers are dropped and the user goes to `loginPath`, replacing the page that failed.
 */
export function useSessionExpiredRedirect(
  area: Pick<AuthArea, 'expiredEvent' | 'cacheScope'>,
  loginPath: string,
): void {
  const navigate = useNavigate();
  const forgetQueries = useForgetQueries();
  const { expiredEvent, cacheScope } = area;
  useEffect(() => {
    const onExpired = () => {
      forgetQueries(cacheScope);
      navigate(loginPath, { replace: true });
    };
    window.addEventListener(expiredEvent, onExpired);
    return () => window.removeEventListener(expiredEvent, onExpired);
  }, [expiredEvent, cacheScope, loginPath, navigate, forgetQueries]);
}

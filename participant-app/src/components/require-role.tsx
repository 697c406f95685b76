import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { isParticipantLoggedIn } from '../lib/session-storage';

export type GuardRole = 'participant';

/**
 * Client-side guard (spec section 6): a participant needs both user_name and user_id in session storage,
 * otherwise /login. A role this remote does not know sends the visitor to / (spec section 2).
 */
export function RequireRole(props: { role: GuardRole | string; children: ReactNode }) {
  if (props.role !== 'participant') return <Navigate to={paths.landing} replace />;
  if (!isParticipantLoggedIn()) return <Navigate to={paths.login} replace />;
  return <>{props.children}</>;
}

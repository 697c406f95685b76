import { PANEL_DISPLAY_NAMES, type AdminUserRow } from '@vvq/contracts';

/**
 * What the users table shows for an account: its e-mail, or for a panel account
 * (docs/developer/decisions/panel.md), which has none, the panel and the participant's id there (e.g.
 * "Prolific participant 5f3a…"), which is what a withdrawing panel participant can tell the team.
 */
export function userLabel(user: AdminUserRow): string {
  if (user.email !== null) return user.email;
  const panel = user.panel ? PANEL_DISPLAY_NAMES[user.panel] : (user.name ?? 'Participant');
  return user.panel_participant_id ? `${panel} ${user.panel_participant_id}` : panel;
}

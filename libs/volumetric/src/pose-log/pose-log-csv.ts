import type { PoseLog } from './pose-log-types.js';

/** The per-study pose CSV: one row per sample, control event or visibility change, in time order per trial. */
export const POSE_CSV_DICTIONARY: ReadonlyArray<readonly [string, string]> = [
  ['participant_id', 'The participant (pseudonymous id)'],
  ['trial_id', 'The trial (assignment) the log belongs to'],
  ['video_id', 'The volumetric stimulus shown'],
  ['record', 'sample (camera at a rendered frame), event (control used) or visibility (tab shown or hidden)'],
  ['t_ms', 'Milliseconds since the player started'],
  ['frame', 'Media frame index shown (sample rows)'],
  ['pos_x', 'Camera position x, sequence units (sample rows; in VR the head, between vr-on and vr-off)'],
  ['pos_y', 'Camera position y'],
  ['pos_z', 'Camera position z'],
  ['quat_x', 'Camera orientation quaternion x'],
  ['quat_y', 'Camera orientation quaternion y'],
  ['quat_z', 'Camera orientation quaternion z'],
  ['quat_w', 'Camera orientation quaternion w'],
  ['target_x', 'Orbit target x'],
  ['target_y', 'Orbit target y'],
  ['target_z', 'Orbit target z'],
  ['fov_deg', 'Vertical field of view, degrees'],
  [
    'event',
    'orbit, zoom, pan, reset, fullscreen-on, fullscreen-off, pause, play, vr-on, vr-off (event rows)',
  ],
  [
    'input',
    'mouse, touch, keyboard, button or headset (event rows; headset: VR left from the headset or browser)',
  ],
  ['visible', '1 when the tab became visible, 0 when hidden (visibility rows)'],
];

export const POSE_CSV_COLUMNS: readonly string[] = POSE_CSV_DICTIONARY.map(([c]) => c);

/** Rows as plain values (numbers and short fixed words only, so nothing here can be a spreadsheet formula). */
export function poseLogCsvRows(
  participantId: number,
  videoId: number,
  log: PoseLog,
): Array<Array<string | number>> {
  const head = [participantId, log.trialId, videoId];
  const blank = (n: number) => new Array<string>(n).fill('');
  const rows: Array<{ t: number; order: number; row: Array<string | number> }> = [];
  for (const s of log.samples) {
    rows.push({
      t: s.t,
      order: 0,
      row: [...head, 'sample', s.t, s.frame, ...s.position, ...s.quaternion, ...s.target, s.fov, ...blank(3)],
    });
  }
  for (const e of log.events) {
    rows.push({ t: e.t, order: 1, row: [...head, 'event', e.t, ...blank(12), e.type, e.input, ''] });
  }
  for (const v of log.visibility) {
    rows.push({ t: v.t, order: 2, row: [...head, 'visibility', v.t, ...blank(14), v.visible ? 1 : 0] });
  }
  // A stable sort keeps each list's own order among equal times.
  return rows.sort((a, b) => a.t - b.t || a.order - b.order).map((r) => r.row);
}

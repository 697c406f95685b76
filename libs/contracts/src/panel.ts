import type { LoginResponse } from './participants.js';

/**
 * Panel entry (docs/developer/decisions/panel.md): participants recruited on Prolific, MTurk or SONA arrive
 * through a link that names their panel id, and get an account without name or e-mail — one per (panel,
 * participant id), so opening the link again resumes where they were. Switched by the `panel_entry` study
 * setting (off by default: the spec's signup stays).
 */
export const PANELS = ['prolific', 'mturk', 'sona'] as const;
export type Panel = (typeof PANELS)[number];

/**
 * Panel, study and session ids: 1–64 letters, digits, `_` or `-` (Prolific ids are 24 hex digits, MTurk worker,
 * HIT and assignment ids upper-case letters and digits, SONA ids digits). Anything else is refused, never cleaned.
 */
export const PANEL_ID_MAX_LENGTH = 64;
export const PANEL_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** What the pages, the admin lists and the questionnaire list call a panel account (it has no name). */
export const PANEL_DISPLAY_NAMES: Readonly<Record<Panel, string>> = {
  prolific: 'Prolific participant',
  mturk: 'MTurk worker',
  sona: 'SONA participant',
};

/**
 * POST /panel/enter. MTurk: workerId → participant_id, hitId → study_id, assignmentId → session_id.
 * Prolific must send `session_id` (SESSION_ID) and MTurk both `study_id` and `session_id` on the first entry: the
 * account is bound to them, and a later entry with other ones (or none) is refused.
 */
export interface PanelEnterRequest {
  panel: Panel;
  participant_id: string;
  study_id?: string;
  session_id?: string;
  /** The link's signature (`sig`), required while the study has a `panel_link_secret`: see panelLinkMessage. */
  sig?: string;
}

/** A link signature: HMAC-SHA256 in hex (either case). */
export const PANEL_SIGNATURE_PATTERN = /^[0-9A-Fa-f]{64}$/;

/**
 * What a signed link's `sig` is the HMAC-SHA256 of, keyed with the study's `panel_link_secret`: the panel and the
 * participant's id, e.g. `sona:40123` (the same text, byte for byte, as the link's id).
 */
export function panelLinkMessage(panel: Panel, participantId: string): string {
  return `${panel}:${participantId}`;
}
/**
 * POST /admin/panel/link-signatures: the `sig` of each id's link, at most PANEL_LINK_BATCH_MAX ids at a time (the
 * API's input limits take no longer list in any body).
 */
export const PANEL_LINK_BATCH_MAX = 100;
export interface PanelLinkSignaturesRequest {
  panel: Panel;
  participant_ids: string[];
}
export interface PanelLinkSignaturesResponse {
  signatures: Array<{ participant_id: string; sig: string }>;
}

/**
 * A signed SONA-style entry link the participant app reads: `<base>?panel=sona&id=<id>&sig=<sig>`. Prolific and MTurk
 * fill their own ids into one link for all, so their links are not built here.
 */
export function signedSonaLink(base: string, participantId: string, sig: string): string {
  const url = new URL(base);
  url.searchParams.set('panel', 'sona');
  url.searchParams.set('id', participantId);
  url.searchParams.set('sig', sig);
  return url.toString();
}

/** The same answer as a login: `name` is the panel's display name (e.g. "Prolific participant"). */
export type PanelEnterResponse = LoginResponse;

/**
 * GET /participants/:id/completion. Once every assigned video (`videos_per_session`) is rated: complete, the code and
 * the completion URL; before that a 409 saying how many are rated. A screened-out participant gets no code:
 * `complete: false`, the reason, and the screen-out URL (so reopening the link shows the screen-out again).
 */
export interface CompletionResponse {
  complete: boolean;
  /** The study's completion code (setting `completion_code`); null when none is set or not complete. */
  code: string | null;
  /** Complete: the completion URL with `{code}` and `{participant_id}` (the panel id) filled in; screened out: the
   * screen-out URL; or null. */
  redirect_url: string | null;
  /** Why the participant was screened out, or null. */
  screen_out_reason: string | null;
}

/** POST /participants/:id/screen-out: why the participant cannot go on, in plain language (shown to them too). */
export const SCREEN_OUT_REASON_MAX_LENGTH = 500;
export interface ScreenOutRequest {
  reason: string;
}
export interface ScreenOutResponse {
  /** The `screen_out_url` setting; null when none is set (the participant stays on the screen-out page). */
  redirect_url: string | null;
}

/** The reason recorded and shown when a panel participant declines consent. */
export const DECLINED_CONSENT_REASON = 'You did not agree to take part in the study, so it ends here.';

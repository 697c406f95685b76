import { timingSafeEqual, createHmac } from 'node:crypto';
import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { panelLinkMessage, type Panel, type PanelEnterRequest } from '@vvq/contracts';

export const PROLIFIC_SESSION_REQUIRED =
  'This Prolific link has no SESSION_ID. Open the study from the link Prolific gave you.';
export const PANEL_SESSION_MISMATCH =
  'This Prolific id is already taking part with another session. Open the study from your own Prolific link.';
export const MTURK_IDS_REQUIRED =
  'This MTurk link has no hitId or assignmentId. Open the study from the HIT on MTurk.';
export const MTURK_PREVIEW =
  'This is a preview of the HIT. Accept the HIT on MTurk first, then open the study.';
export const MTURK_ASSIGNMENT_MISMATCH =
  'This MTurk worker id is already taking part with another assignment. Open the study from your own HIT.';
export const PANEL_LINK_NOT_SIGNED =
  'This study link is not signed for this participant id. Open the study from the link you were given.';

/** What MTurk puts in `assignmentId` while a worker only previews the HIT. */
const MTURK_PREVIEW_ASSIGNMENT = 'ASSIGNMENT_ID_NOT_AVAILABLE';

type BoundId = 'study_id' | 'session_id';
interface PanelBinding {
  /** The entry's ids an account is bound to on its first entry: later entries must bring the same ones. */
  ids: readonly BoundId[];
  missing: string;
  mismatch: string;
}

/**
 * Which ids keep a panel account its owner's. Prolific gives each participant one SESSION_ID for the whole study, and
 * MTurk one assignmentId per accepted HIT (hitId + assignmentId), known only to the worker and the requester: whoever
 * merely learned the panel id lacks them. SONA sends nothing but its id, so only a signed link protects it.
 */
const BINDINGS: Readonly<Record<Panel, PanelBinding | null>> = {
  prolific: { ids: ['session_id'], missing: PROLIFIC_SESSION_REQUIRED, mismatch: PANEL_SESSION_MISMATCH },
  mturk: {
    ids: ['study_id', 'session_id'],
    missing: MTURK_IDS_REQUIRED,
    mismatch: MTURK_ASSIGNMENT_MISMATCH,
  },
  sona: null,
};

const COLUMNS: Readonly<Record<BoundId, 'panel_study_id' | 'panel_session_id'>> = {
  study_id: 'panel_study_id',
  session_id: 'panel_session_id',
};

/** The ids a first entry must carry for its panel (400 naming what is missing), so that the account is bound. */
export function requireBindingIds(request: PanelEnterRequest): void {
  const binding = BINDINGS[request.panel];
  if (!binding) return;
  if (binding.ids.some((id) => request[id] === undefined)) throw new BadRequestException(binding.missing);
  if (request.panel === 'mturk' && request.session_id === MTURK_PREVIEW_ASSIGNMENT) {
    throw new BadRequestException(MTURK_PREVIEW);
  }
}

/**
 * A returning entry must bring exactly the ids the account was bound to (403 otherwise, the account stays its
 * owner's). The binding never changes: an account stored without them (made before they were required) stays so,
 * rather than going to whoever first comes with some.
 */
export function checkBinding(
  account: { panel_study_id: string | null; panel_session_id: string | null },
  request: PanelEnterRequest,
): void {
  const binding = BINDINGS[request.panel];
  if (!binding) return;
  for (const id of binding.ids) {
    if ((request[id] ?? null) !== account[COLUMNS[id]]) throw new ForbiddenException(binding.mismatch);
  }
}

/** The ids a returning entry may update: those its panel does not bind (Prolific's STUDY_ID keeps the latest). */
export function unboundIds(
  request: PanelEnterRequest,
): Partial<Record<'panel_study_id' | 'panel_session_id', string>> {
  const bound: readonly BoundId[] = BINDINGS[request.panel]?.ids ?? [];
  const update: Partial<Record<'panel_study_id' | 'panel_session_id', string>> = {};
  for (const id of ['study_id', 'session_id'] as const) {
    const value = request[id];
    if (value !== undefined && !bound.includes(id)) update[COLUMNS[id]] = value;
  }
  return update;
}

/** HMAC-SHA256(secret, "panel:id"): a signed link's `sig` (in hex). */
export function panelLinkSignature(secret: string, panel: Panel, participantId: string): Buffer {
  return createHmac('sha256', secret).update(panelLinkMessage(panel, participantId), 'utf8').digest();
}

/**
 * With a study's link secret set, the entry's `sig` must be HMAC-SHA256(secret, "panel:id"), compared in constant
 * time so the answer's timing does not reveal how much of a guess was right (403 otherwise, before any account is
 * looked up).
 */
export function checkSignature(secret: string | null, request: PanelEnterRequest): void {
  if (secret === null) return;
  const expected = panelLinkSignature(secret, request.panel, request.participant_id);
  const given = Buffer.from(request.sig ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ForbiddenException(PANEL_LINK_NOT_SIGNED);
  }
}

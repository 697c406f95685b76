import type { PanelEnterRequest } from '@vvq/contracts';

/** The panels' own parameter names: an id left empty is dropped (the server says what is missing). */
function optional(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value ? value : undefined;
}

/**
 * The panel entry a landing URL carries, or null for an ordinary visit:
 * - Prolific: `?PROLIFIC_PID=…&STUDY_ID=…&SESSION_ID=…` (Prolific's own names);
 * - MTurk: `?panel=mturk&workerId=…&assignmentId=…&hitId=…`; a HIT preview (no workerId) is an ordinary visit;
 * - SONA: `?panel=sona&id=…`.
 * Any of them may carry `sig=…`, the link's signature, needed while the study has a link secret.
 * Ids are passed on as they are: the server validates them and the entry page shows its answer.
 */
export function panelEntryFromSearch(search: string): PanelEnterRequest | null {
  const params = new URLSearchParams(search);
  const entry = entryFromParams(params);
  const sig = optional(params, 'sig');
  return entry && sig ? { ...entry, sig } : entry;
}

function entryFromParams(params: URLSearchParams): PanelEnterRequest | null {
  const panel = params.get('panel');
  if (params.has('PROLIFIC_PID') || panel === 'prolific') {
    return {
      panel: 'prolific',
      participant_id: params.get('PROLIFIC_PID') ?? '',
      study_id: optional(params, 'STUDY_ID'),
      session_id: optional(params, 'SESSION_ID'),
    };
  }
  if (panel === 'mturk') {
    const workerId = params.get('workerId');
    if (!workerId) return null;
    return {
      panel: 'mturk',
      participant_id: workerId,
      study_id: optional(params, 'hitId'),
      session_id: optional(params, 'assignmentId'),
    };
  }
  if (panel === 'sona') return { panel: 'sona', participant_id: params.get('id') ?? '' };
  return null;
}

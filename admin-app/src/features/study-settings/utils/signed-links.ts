import { PANEL_ID_PATTERN, PANEL_LINK_BATCH_MAX } from '@vvq/contracts';

export type IdList = { ok: true; ids: string[] } | { ok: false; error: string };

/** One id a line (blank lines skipped, repeats kept once), checked as the entry checks ids: never cleaned. */
export function parseIdList(text: string): IdList {
  const ids = [...new Set(text.split(/\r?\n/).filter((line) => line.trim() !== ''))];
  if (ids.length === 0) return { ok: false, error: 'Enter at least one participant id, one a line.' };
  if (ids.length > PANEL_LINK_BATCH_MAX)
    return { ok: false, error: `At most ${PANEL_LINK_BATCH_MAX} ids at a time (${ids.length} entered).` };
  const bad = ids.find((id) => !PANEL_ID_PATTERN.test(id));
  if (bad !== undefined)
    return { ok: false, error: `"${bad}" is no valid id: 1 to 64 letters, digits, - or _ (no spaces).` };
  return { ok: true, ids };
}

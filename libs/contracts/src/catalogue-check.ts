/**
 * Checks a translated catalogue against the English one, so a lab can add or fix a language without code: the
 * same keys (none missing, none extra), the same `{{placeholders}}` in each text, each problem with the line it is
 * on. A catalogue is a flat JSON object of strings, one key per line, as the shipped ones are written.
 */
export type CatalogueIssueKind = 'syntax' | 'not-text' | 'missing' | 'extra' | 'placeholder' | 'duplicate';

export interface CatalogueIssue {
  /** 1-based line in the checked catalogue; for a missing key, the line of the key in the English catalogue. */
  line: number;
  kind: CatalogueIssueKind;
  key: string;
  message: string;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The `{{name}}` placeholders of a text, sorted, repeats kept once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
}

/** The line of each key of a catalogue written one key per line (`"key": "text",`). */
function keyLines(source: string): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  source.split(/\r?\n/).forEach((line, index) => {
    const found = /^\s*"((?:[^"\\]|\\.)*)"\s*:/.exec(line);
    if (!found) return;
    const key = JSON.parse(`"${found[1]}"`) as string;
    lines.set(key, [...(lines.get(key) ?? []), index + 1]);
  });
  return lines;
}

/** Where JSON.parse stopped: its own line or position when it says, else the first line that is no `"key": "text",`. */
function syntaxLine(source: string, error: unknown): number {
  const message = String(error);
  const line = /line (\d+)/.exec(message)?.[1];
  if (line !== undefined) return Number(line);
  const position = /position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return source.slice(0, Number(position)).split('\n').length;
  const entry = /^\s*(?:"(?:[^"\\]|\\.)*"\s*:\s*"(?:[^"\\]|\\.)*"\s*,?|[{}])?\s*$/;
  const index = source.split(/\r?\n/).findIndex((text) => !entry.test(text));
  return index === -1 ? 1 : index + 1;
}

/** Parses a catalogue: its entries, or the issue that stops the check (not JSON, not an object of strings). */
export function parseCatalogue(
  source: string,
): { entries: Record<string, string> } | { issue: CatalogueIssue } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    const line = syntaxLine(source, error);
    return { issue: { line, kind: 'syntax', key: '', message: `line ${line}: the file is not valid JSON` } };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { issue: { line: 1, kind: 'syntax', key: '', message: 'line 1: a catalogue is one JSON object' } };
  }
  return { entries: parsed as Record<string, string> };
}

export function checkCatalogue(englishSource: string, candidateSource: string): CatalogueIssue[] {
  const english = parseCatalogue(englishSource);
  if ('issue' in english) throw new Error(`The English catalogue is broken: ${english.issue.message}`);
  const candidate = parseCatalogue(candidateSource);
  if ('issue' in candidate) return [candidate.issue];
  const englishLines = keyLines(englishSource);
  const lines = keyLines(candidateSource);
  const lineOf = (key: string) => lines.get(key)?.[0] ?? 1;
  const issues: CatalogueIssue[] = [];
  const add = (line: number, kind: CatalogueIssueKind, key: string, text: string) =>
    issues.push({ line, kind, key, message: `line ${line}: ${text}` });

  for (const [key, at] of lines) {
    if (at.length > 1) add(at[1], 'duplicate', key, `"${key}" appears again (first on line ${at[0]})`);
  }
  for (const [key, text] of Object.entries(candidate.entries)) {
    if (!(key in english.entries)) {
      add(lineOf(key), 'extra', key, `"${key}" is not a key of the English catalogue`);
      continue;
    }
    if (typeof text !== 'string') {
      add(lineOf(key), 'not-text', key, `"${key}" must be a text in quotes`);
      continue;
    }
    const expected = placeholdersOf(english.entries[key]);
    const found = placeholdersOf(text);
    if (expected.join() !== found.join()) {
      const want = expected.length ? expected.map((p) => `{{${p}}}`).join(', ') : 'no placeholder';
      const got = found.length ? found.map((p) => `{{${p}}}`).join(', ') : 'none';
      add(lineOf(key), 'placeholder', key, `"${key}" needs ${want}, has ${got}`);
    }
  }
  for (const key of Object.keys(english.entries)) {
    if (!(key in candidate.entries)) {
      const line = englishLines.get(key)?.[0] ?? 1;
      issues.push({
        line,
        kind: 'missing',
        key,
        message: `"${key}" is missing (line ${line} of the English catalogue)`,
      });
    }
  }
  return issues.sort((a, b) => a.line - b.line);
}

/** The issues that make a catalogue unusable; a partial catalogue (missing keys only) falls back to English. */
export function blockingIssues(issues: readonly CatalogueIssue[]): CatalogueIssue[] {
  return issues.filter((issue) => issue.kind !== 'missing');
}

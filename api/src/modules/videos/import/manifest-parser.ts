import { CsvSyntaxError, readCsv } from './csv-reader.js';
import {
  DISTORTION_LEVELS,
  type DistortionLevel,
  LIMITS,
  type Manifest,
  type ManifestDistortionExample,
  type ManifestDistortionSection,
  ManifestError,
  type ManifestStimulus,
  STANDARD_COLUMNS,
  STIMULUS_KINDS,
  type StimulusKind,
} from './manifest.js';

/** A value of a row and how a message names its place ("line 4, column 3 (qp)" or "stimuli[2].qp"). */
type Cell = { value: string; where: string };
type Row = {
  where: string;
  cell: (column: string) => Cell | undefined;
  /** How a message names a column the row does not have. */
  missing: (column: string) => string;
  columns: string[];
  /** Why the row cannot be read at all (reported in line order with the others). */
  broken?: string;
};

const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0', '']);
const DISTORTION_COLUMNS = [
  'category',
  'level',
  'caption',
  'file',
  'title',
  'introduction',
  'example',
  'details',
];
const SECTION_TEXTS = ['title', 'introduction', 'example', 'details'] as const;

/**
 * Reads a manifest: CSV (a header row naming the columns) or JSON (`{ "stimuli": [...], "distortion_examples":
 * [...], "distortion_sections": [...] }`), told apart by the file name or, failing that, by a leading `{`. A CSV
 * manifest's distortion examples come in a second CSV (`distortion`). Every problem is collected, with its line and
 * column, and thrown together as a ManifestError: a lab fixes its spreadsheet once, not once per error.
 */
export function parseManifest(
  text: string,
  name = 'manifest.csv',
  distortion?: { text: string; name: string },
): Manifest {
  const problems: string[] = [];
  const isJson = /\.json$/i.test(name) || (!/\.csv$/i.test(name) && text.trimStart().startsWith('{'));
  const manifest: Manifest = isJson
    ? parseJson(text, name, problems)
    : { stimuli: parseCsvStimuli(text, name, problems), distortionExamples: [], sections: [] };
  if (distortion) {
    const { examples, sections } = parseCsvDistortion(distortion.text, distortion.name, problems);
    manifest.distortionExamples.push(...examples);
    manifest.sections.push(...sections);
  }
  checkUnique(manifest, problems);
  if (problems.length > 0) throw new ManifestError(problems);
  return manifest;
}

function csvRows(text: string, name: string, problems: string[]): { header: string[]; rows: Row[] } | null {
  let records;
  try {
    records = readCsv(text);
  } catch (e) {
    if (e instanceof CsvSyntaxError) {
      problems.push(`${name} ${e.message}`);
      return null;
    }
    throw e;
  }
  if (records.length === 0) {
    problems.push(
      `${name} is empty: the first line names the columns (label,file,content,view,compression_type,qp)`,
    );
    return null;
  }
  const header = records[0].fields.map((h) => h.trim());
  const seen = new Map<string, number>();
  header.forEach((h, i) => {
    const where = `${name} line ${records[0].line}, column ${i + 1}`;
    if (h === '') problems.push(`${where}: a column has no name`);
    else if (seen.has(h))
      problems.push(`${where}: column "${h}" appears twice (also column ${seen.get(h)! + 1})`);
    seen.set(h, i);
  });
  if (records.length - 1 > LIMITS.rows) {
    problems.push(`${name} has ${records.length - 1} rows; at most ${LIMITS.rows} are imported at once`);
    return null;
  }
  const rows: Row[] = [];
  for (const record of records.slice(1)) {
    const where = `${name} line ${record.line}`;
    rows.push({
      broken:
        record.fields.length === header.length
          ? undefined
          : `${where}: ${record.fields.length} values, but the header names ${header.length} columns`,
      where,
      columns: header,
      missing: (column) => `${where} (${column})`,
      cell: (column) => {
        const i = header.indexOf(column);
        if (i < 0) return undefined;
        return { value: record.fields[i], where: `${where}, column ${i + 1} (${column})` };
      },
    });
  }
  return { header, rows };
}

function parseCsvStimuli(text: string, name: string, problems: string[]): ManifestStimulus[] {
  const table = csvRows(text, name, problems);
  if (!table) return [];
  const missing = ['label', 'file', 'content'].filter((column) => !table.header.includes(column));
  for (const column of missing) problems.push(`${name} line 1: the column "${column}" is missing`);
  if (missing.length > 0) return [];
  return table.rows.flatMap((row) => (readable(row, problems) && stimulus(row, problems)) || []);
}

function parseCsvDistortion(text: string, name: string, problems: string[]) {
  const table = csvRows(text, name, problems);
  const examples: ManifestDistortionExample[] = [];
  const sections: ManifestDistortionSection[] = [];
  if (!table) return { examples, sections };
  const missing = ['category', 'level', 'file'].filter((column) => !table.header.includes(column));
  for (const column of missing) problems.push(`${name} line 1: the column "${column}" is missing`);
  const unknown = table.header.filter((h) => !DISTORTION_COLUMNS.includes(h));
  if (unknown.length > 0) {
    problems.push(`${name} line 1: unknown column(s) ${unknown.map((u) => `"${u}"`).join(', ')}`);
  }
  if (missing.length > 0 || unknown.length > 0) return { examples, sections };
  for (const row of table.rows) {
    if (!readable(row, problems)) continue;
    const example = distortionExample(row, problems);
    if (example) examples.push(example);
    if (example && SECTION_TEXTS.some((t) => (row.cell(t)?.value ?? '').trim() !== '')) {
      // A section whose text has a problem is left out: the problem is reported, and refuses the manifest.
      const described = sections.some((s) => s.category === example.category) ? null : section(row, problems);
      if (described) sections.push(described);
    }
  }
  return { examples, sections };
}

function parseJson(text: string, name: string, problems: string[]): Manifest {
  const manifest: Manifest = { stimuli: [], distortionExamples: [], sections: [] };
  let doc: unknown;
  try {
    doc = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    problems.push(
      `${name} ${jsonPlace(text, e)}is not valid JSON: ${(e as Error).message.replace(/ in JSON at position \d+.*$/, '')}`,
    );
    return manifest;
  }
  if (!isObject(doc) || !Array.isArray(doc.stimuli)) {
    problems.push(`${name}: expected an object with a "stimuli" array`);
    return manifest;
  }
  const allowed = new Set(['stimuli', 'distortion_examples', 'distortion_sections']);
  for (const key of Object.keys(doc)) {
    if (!allowed.has(key))
      problems.push(`${name}: unknown key "${key}" (stimuli, distortion_examples, distortion_sections)`);
  }
  if (doc.stimuli.length > LIMITS.rows) {
    problems.push(`${name} has ${doc.stimuli.length} stimuli; at most ${LIMITS.rows} are imported at once`);
    return manifest;
  }
  manifest.stimuli = jsonRows(doc.stimuli, `${name} stimuli`, problems, true).flatMap(
    (r) => stimulus(r, problems) ?? [],
  );
  manifest.distortionExamples = jsonRows(
    doc.distortion_examples ?? [],
    `${name} distortion_examples`,
    problems,
  ).flatMap((r) => distortionExample(r, problems) ?? []);
  manifest.sections = jsonRows(
    doc.distortion_sections ?? [],
    `${name} distortion_sections`,
    problems,
  ).flatMap((r) => section(r, problems) ?? []);
  return manifest;
}

/** JSON objects as rows; `attributes` (an object) may hold the extra columns of a stimulus. */
function jsonRows(list: unknown, where: string, problems: string[], stimuli = false): Row[] {
  if (!Array.isArray(list)) {
    problems.push(`${where}: expected an array`);
    return [];
  }
  const rows: Row[] = [];
  list.forEach((item, i) => {
    const at = `${where}[${i}]`;
    if (!isObject(item)) {
      problems.push(`${at}: expected an object`);
      return;
    }
    const values: Record<string, string> = {};
    const put = (key: string, v: unknown, place: string) => {
      if (typeof v === 'string') values[key] = v;
      else if (typeof v === 'number' && Number.isFinite(v)) values[key] = String(v);
      else if (typeof v === 'boolean') values[key] = String(v);
      else if (v !== null) problems.push(`${place}: expected text, a number or true/false`);
    };
    for (const [key, v] of Object.entries(item)) {
      if (stimuli && key === 'attributes' && isObject(v)) {
        for (const [k, av] of Object.entries(v)) put(k, av, `${at}.attributes.${k}`);
      } else put(key, v, `${at}.${key}`);
    }
    rows.push({
      where: at,
      columns: Object.keys(values),
      missing: (column) => `${at}.${column}`,
      cell: (column) => (column in values ? { value: values[column], where: `${at}.${column}` } : undefined),
    });
  });
  return rows;
}

function readable(row: Row, problems: string[]): boolean {
  if (row.broken) problems.push(row.broken);
  return !row.broken;
}

function text(row: Row, column: string, max: number, problems: string[], required = true): string {
  const cell = row.cell(column);
  const value = (cell?.value ?? '').trim();
  if (required && value === '') problems.push(`${cell?.where ?? row.missing(column)}: ${column} is required`);
  else if ([...value].length > max) problems.push(`${cell!.where}: at most ${max} characters`);
  else if (hasControlCharacter(value)) problems.push(`${cell!.where}: control characters are not allowed`);
  return value;
}

function stimulus(row: Row, problems: string[]): ManifestStimulus | null {
  const before = problems.length;
  const label = text(row, 'label', LIMITS.label, problems);
  const file = mediaPath(row, problems);
  const content = text(row, 'content', LIMITS.content, problems);
  const view = text(row, 'view', LIMITS.view, problems, false);
  const compression_type = text(row, 'compression_type', LIMITS.compression_type, problems, false);
  const qp = text(row, 'qp', LIMITS.qp, problems, false);
  const kindCell = row.cell('kind');
  const kind = (kindCell?.value.trim() || 'video') as StimulusKind;
  if (!STIMULUS_KINDS.includes(kind)) {
    problems.push(
      `${kindCell!.where}: kind must be ${STIMULUS_KINDS.join(' or ')}, not "${kindCell!.value}"`,
    );
  }
  const refCell = row.cell('reference');
  const ref = (refCell?.value ?? '').trim().toLowerCase();
  if (!TRUE.has(ref) && !FALSE.has(ref)) problems.push(`${refCell!.where}: reference must be true or false`);
  const attributes: Record<string, string> = {};
  for (const column of row.columns) {
    if ((STANDARD_COLUMNS as readonly string[]).includes(column)) continue;
    const cell = row.cell(column)!;
    if (!ATTRIBUTE_NAME.test(column) || column.length > LIMITS.attributeName) {
      problems.push(
        `${cell.where}: an attribute name is letters, digits and _ (starting with a letter, at most ${LIMITS.attributeName})`,
      );
      continue;
    }
    const value = text(row, column, LIMITS.attributeValue, problems, false);
    if (value !== '') attributes[column] = value;
  }
  if (Object.keys(attributes).length > LIMITS.attributes) {
    problems.push(`${row.where}: at most ${LIMITS.attributes} attributes per stimulus`);
  }
  if (problems.length > before) return null;
  return {
    where: row.where,
    label,
    file,
    content,
    view,
    compression_type,
    qp,
    kind,
    is_reference: TRUE.has(ref),
    attributes,
  };
}

function distortionExample(row: Row, problems: string[]): ManifestDistortionExample | null {
  const before = problems.length;
  const category = text(row, 'category', LIMITS.category, problems);
  const levelCell = row.cell('level');
  const raw = (levelCell?.value ?? '').trim();
  const level = (/^r[1-5]$/i.test(raw) ? raw.toUpperCase() : raw.toLowerCase() || 'none') as DistortionLevel;
  if (!DISTORTION_LEVELS.includes(level))
    problems.push(`${levelCell!.where}: level must be R1 to R5 or none`);
  const caption = text(row, 'caption', LIMITS.caption, problems, false);
  const file = mediaPath(row, problems);
  if (problems.length > before) return null;
  return { where: row.where, category, level, caption, file };
}

function section(row: Row, problems: string[]): ManifestDistortionSection | null {
  const before = problems.length;
  const s = {
    where: row.where,
    category: text(row, 'category', LIMITS.category, problems),
    title: text(row, 'title', LIMITS.caption, problems, false),
    introduction: text(row, 'introduction', LIMITS.sectionText, problems, false),
    example: text(row, 'example', LIMITS.sectionText, problems, false),
    details: text(row, 'details', LIMITS.sectionText, problems, false),
  };
  return problems.length > before ? null : s;
}

/**
 * The `file` column: a relative path under the media folder (no `..` segment, no absolute path, forward slashes),
 * or an absolute https:// URL. Whether the file exists is the checks' business, not the parser's.
 */
function mediaPath(row: Row, problems: string[]): string {
  const value = text(row, 'file', LIMITS.file, problems);
  if (value === '') return value;
  const where = row.cell('file')!.where;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // reported below
    }
    if (!url || url.protocol !== 'https:' || url.username || url.password) {
      problems.push(`${where}: a URL must be an absolute https:// address without credentials`);
    }
    return value;
  }
  if (value.startsWith('/') || value.includes('\\')) {
    problems.push(
      `${where}: "${value}" must be a path relative to the media folder (forward slashes, no leading /)`,
    );
  } else if (value.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    problems.push(
      `${where}: "${value}" leaves or does not name a file under the media folder (no ".." or empty parts)`,
    );
  }
  return value;
}

function checkUnique(manifest: Manifest, problems: string[]): void {
  const labels = new Map<string, string>();
  for (const s of manifest.stimuli) {
    const key = s.label.toLowerCase();
    const first = labels.get(key);
    if (first) problems.push(`${s.where}: label "${s.label}" is already used on ${first}`);
    else labels.set(key, s.where);
  }
  const sections = new Map<string, string>();
  for (const s of manifest.sections) {
    const first = sections.get(s.category);
    if (first) problems.push(`${s.where}: the section "${s.category}" is already described on ${first}`);
    else sections.set(s.category, s.where);
  }
}

function jsonPlace(text: string, e: unknown): string {
  const match = /at position (\d+)/.exec((e as Error).message);
  if (!match) return '';
  const before = text.slice(0, Number(match[1]));
  const line = before.split('\n').length;
  const column = Number(match[1]) - before.lastIndexOf('\n');
  return `line ${line}, column ${column} `;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A character below U+0020 or DEL: invisible in a report, and never part of a label, path or attribute. */
function hasControlCharacter(value: string): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

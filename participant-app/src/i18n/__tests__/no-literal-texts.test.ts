import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Every participant-facing text comes from the catalogues: a JSX text or a label attribute written as an English
 * literal would stay English in every language. This reads the participant app's components and names each such
 * literal with its file and line. It catches the usual forms (`>Text<`, a line of text between tags,
 * `aria-label="…"`, `title`, `placeholder`, `alt`, `label`); a text built in code is the reviewer's to spot.
 */
const SRC = join(__dirname, '..', '..');

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === '__tests__' || name === 'testing' ? [] : components(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

const JSX_TEXT = /(?<!=)>([^<>{}=;()]*[A-Za-z]{2,}[^<>{}=;()]*)</;
const TEXT_LINE = /^\s+([A-Z][a-z]+(?: [a-z]+)+[.!?]?)\s*$/;
const LABEL_ATTRIBUTE = /\b(?:aria-label|title|placeholder|alt|label)="([^"]*[A-Za-z]{2,}[^"]*)"/;

function literalTexts(source: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  source.split('\n').forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    const match = JSX_TEXT.exec(line) ?? TEXT_LINE.exec(line) ?? LABEL_ATTRIBUTE.exec(line);
    if (match) found.push({ line: index + 1, text: match[1].trim() });
  });
  return found;
}

describe('participant components', () => {
  it('catch a literal in each form it looks for', () => {
    const planted = [
      '  return <Button>Reset view</Button>;',
      '        Full screen',
      '  <canvas aria-label="3D stimulus" />',
      "  <p>{t('player.help')}</p>",
    ].join('\n');
    expect(literalTexts(planted).map((found) => found.line)).toEqual([1, 2, 3]);
  });

  it('hold no English literal: every text is a catalogue key', () => {
    const literals = components(SRC).flatMap((file) =>
      literalTexts(readFileSync(file, 'utf8')).map(
        ({ line, text }) => `${relative(SRC, file)}:${line} ${text}`,
      ),
    );
    expect(literals).toEqual([]);
  });
});

// Replaces the generated part of a Markdown file between `<!-- NAME:start -->` and `<!-- NAME:end -->`, appending
// the pair at the end when the file has none; everything else in the file stays as written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function replaceBetweenMarkers(file, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${start}\n${body.trim()}\n${end}`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  const next =
    i >= 0 && j > i
      ? text.slice(0, i) + block + text.slice(j + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

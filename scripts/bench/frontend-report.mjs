// The front-end figures as Markdown for docs/benchmarks.md.
const kb = (b) => `${(b / 1000).toFixed(0)} KB`;
const immutable = (c) => /max-age=31536000/.test(c) && c.includes('immutable');

export function renderFrontend(f) {
  const l = f.landing;
  const d = f.dashboard;
  const cache = [...new Set([...l.hashedCacheControl, ...d.hashedCacheControl])];
  const ok = (good) => (good ? 'meets' : 'misses');
  return [
    `Run of ${f.date.slice(0, 16).replace('T', ' ')} UTC on the production builds served as \`npm start\` serves them ` +
      `(\`vite preview\`${l.sentCompressed ? ': sizes as transferred where it compressed, gzip level 6 of the body where it did not' : ', which sends no compression: the gzip sizes are computed from the transferred bodies, zlib level 6'}).`,
    '',
    '| page | JS gzip (raw) | CSS gzip (raw) | requests | first contentful paint | target |',
    '|---|---|---|---|---|---|',
    `| landing \`/\` | ${kb(l.js.gzipBytes)} (${kb(l.js.rawBytes)}, ${l.js.files} files) | ${kb(l.css.gzipBytes)} (${kb(l.css.rawBytes)}, ${l.css.files} files) | ${l.requests} | ${Math.round(l.fcpMs)} ms (median of ${l.fcpRuns.length}: ${l.fcpRuns.map(Math.round).join(', ')}) | JS ≤ 150 KB: ${ok(l.js.gzipBytes <= 150_000)}; FCP ≤ 1 s: ${ok(l.fcpMs <= 1000)} |`,
    `| admin dashboard \`/admin/dashboard\` | ${kb(d.js.gzipBytes)} (${kb(d.js.rawBytes)}, ${d.js.files} files) | ${kb(d.css.gzipBytes)} (${kb(d.css.rawBytes)}) | ${d.requests} | ${Math.round(d.fcpMs ?? 0)} ms | – |`,
    '',
    `Cache-Control of the hashed assets (\`/assets/name-<hash>.js|css\`): ${cache.map((c) => `\`${c}\``).join(', ') || '(no hashed asset seen)'} — ` +
      `target \`public, max-age=31536000, immutable\`: ${ok(cache.length > 0 && cache.every(immutable))}.`,
  ].join('\n');
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..', '..');
const SOURCES = ['shell/src', 'participant-app/src', 'admin-app/src', 'libs/ui/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.(tsx?|mts)$/.test(entry.name) && !/\.(test|spec)\./.test(entry.name) ? [path] : [];
  });
}

/** Names imported from react-router-dom by the apps' shipped code (tests run in jest, without federation). */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const root of SOURCES) {
    for (const file of sourceFiles(join(repoRoot, root))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s*(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !part.trim().startsWith('type ')) names.set(name, file.slice(repoRoot.length + 1));
        }
      }
      if (/import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'/.test(text)) names.set('*', file);
    }
  }
  return names;
}

function sharedNames(): Set<string> {
  const text = readFileSync(join(repoRoot, 'tools/vite/react-router-shared.ts'), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(text)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

describe('react-router-shared.ts (the federation singleton of react-router-dom)', () => {
  it('exports every name the apps import from react-router-dom, so no remote gets undefined at run time', () => {
    const shared = sharedNames();
    const missing = [...importedNames()]
      .filter(([name]) => !shared.has(name))
      .map(([n, file]) => `${n} (${file})`);
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks (the scan itself works)', () => {
    expect([...importedNames().keys()]).toEqual(
      expect.arrayContaining(['BrowserRouter', 'useNavigate', 'Routes']),
    );
    expect(sharedNames().has('useNavigate')).toBe(true);
  });
});

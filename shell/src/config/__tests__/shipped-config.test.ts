import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseShellConfig } from '../shell-config';

// public/config.json is copied verbatim into shell/dist, the folder a lab deploys: it must work on any host (remotes
// under /remotes/ on the shell's own origin, as in docs/deploy) and never send browsers to a developer's localhost.
const shipped: unknown = JSON.parse(readFileSync(join(__dirname, '../../../public/config.json'), 'utf8'));

describe('the config.json shipped in shell/dist', () => {
  it('lists both remotes with paths relative to the page, no host of its own', () => {
    const { remotes } = shipped as { remotes: Record<string, string> };
    expect(Object.keys(remotes).sort()).toEqual(['admin', 'participant']);
    for (const url of Object.values(remotes)) {
      expect(url).toMatch(/^\/remotes\/[a-z-]+\/assets\/remoteEntry\.js$/);
    }
  });

  it('resolves against whatever host serves it', () => {
    const config = parseShellConfig(shipped, 'https://study.example.org/admin/users');
    expect(config.remotes.admin).toBe('https://study.example.org/remotes/admin/assets/remoteEntry.js');
    expect(config.remoteErrors).toEqual({});
  });
});

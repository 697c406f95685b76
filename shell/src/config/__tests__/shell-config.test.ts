import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ShellConfigError, loadShellConfig, parseShellConfig } from '../shell-config';

const base = 'http://shell.test/admin/dashboard';
const valid = {
  remotes: {
    participant: 'http://localhost:4201/assets/remoteEntry.js',
    admin: 'http://localhost:4202/assets/remoteEntry.js',
  },
};

describe('parseShellConfig', () => {
  it('accepts a config with both remotes and leaves apiBase out', () => {
    expect(parseShellConfig(valid, base)).toEqual({ ...valid, remoteErrors: {} });
  });

  it('keeps an explicit apiBase', () => {
    expect(parseShellConfig({ ...valid, apiBase: 'https://api.example.org/api' }, base).apiBase).toBe(
      'https://api.example.org/api',
    );
  });

  it('resolves relative remote URLs against the page origin, not the current path', () => {
    const config = parseShellConfig(
      {
        remotes: {
          participant: '/remotes/participant/assets/remoteEntry.js',
          admin: 'remotes/admin/remoteEntry.js',
        },
      },
      'http://shell.test/',
    );
    expect(config.remotes.participant).toBe('http://shell.test/remotes/participant/assets/remoteEntry.js');
    expect(config.remotes.admin).toBe('http://shell.test/remotes/admin/remoteEntry.js');
  });

  // The public host of docs/operator/deploy.md lists no admin remote: only /admin may go dark, never the
  // participant area.
  it('accepts a config without the admin remote and disables only the admin area', () => {
    const config = parseShellConfig(
      { remotes: { participant: '/remotes/participant/assets/remoteEntry.js' } },
      base,
    );
    expect(config.remotes).toEqual({
      participant: 'http://shell.test/remotes/participant/assets/remoteEntry.js',
    });
    expect(config.remoteErrors).toEqual({ admin: 'config.json lists no admin remote' });
  });

  it.each([
    ['empty participant', { remotes: { participant: ' ', admin: 'http://a/r.js' } }, 'participant', 'admin'],
    ['admin not a string', { remotes: { participant: 'http://a/r.js', admin: 7 } }, 'admin', 'participant'],
    [
      'participant not a URL',
      { remotes: { participant: 'http://[x', admin: 'http://a/r.js' } },
      'participant',
      'admin',
    ],
  ])('a malformed remote (%s) disables its own area only', (_label, raw, broken, working) => {
    const config = parseShellConfig(raw, base);
    expect(config.remotes[broken as 'admin' | 'participant']).toBeUndefined();
    expect(config.remoteErrors[broken as 'admin' | 'participant']).toMatch(`remotes.${broken}`);
    expect(config.remotes[working as 'admin' | 'participant']).toBe('http://a/r.js');
  });

  it.each([
    ['not an object', 'x', 'JSON object'],
    ['no remotes', {}, '"remotes" is missing'],
    ['apiBase not a string', { ...valid, apiBase: 3 }, 'apiBase'],
  ])('rejects %s', (_label, raw, message) => {
    expect(() => parseShellConfig(raw, base)).toThrow(ShellConfigError);
    expect(() => parseShellConfig(raw, base)).toThrow(message);
  });
});

describe('loadShellConfig', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function fakeFetch(status: number, body: string) {
    const mock = jest.fn(async () => ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => JSON.parse(body),
    }));
    globalThis.fetch = mock as unknown as typeof fetch;
    return mock;
  }

  it('fetches config.json uncached and parses it', async () => {
    const mock = fakeFetch(200, JSON.stringify(valid));
    await expect(loadShellConfig('/config.json', base)).resolves.toEqual({ ...valid, remoteErrors: {} });
    expect(mock as jest.Mock).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('fails with the HTTP status when config.json is missing', async () => {
    fakeFetch(404, '');
    await expect(loadShellConfig('/config.json', base)).rejects.toThrow('HTTP 404');
  });

  it('fails clearly on invalid JSON', async () => {
    fakeFetch(200, '{oops');
    await expect(loadShellConfig('/config.json', base)).rejects.toThrow('not valid JSON');
  });

  it('fails clearly when the network is down', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(loadShellConfig('/config.json', base)).rejects.toThrow(
      'could not be fetched: Failed to fetch',
    );
  });
});

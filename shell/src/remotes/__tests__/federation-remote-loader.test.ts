import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { RuntimeConfig } from '@vvq/contracts';

const setRemote = jest.fn();
const getRemote = jest.fn<(name: string, module: string) => Promise<unknown>>();

// The federation runtime is a virtual module of the Vite build; here it is replaced by spies.
jest.mock(
  'virtual:__federation__',
  () => ({
    __federation_method_setRemote: (...args: unknown[]) => setRemote(...args),
    __federation_method_getRemote: (name: string, module: string) => getRemote(name, module),
    __federation_method_unwrapDefault: (module: { default?: unknown }) => module?.default ?? module,
  }),
  { virtual: true },
);

import { createFederationLoader } from '../federation-remote-loader';

const config: RuntimeConfig = {
  remotes: {
    participant: 'http://p.test/assets/remoteEntry.js',
    admin: 'http://a.test/assets/remoteEntry.js',
  },
};
const Component = () => null;

describe('createFederationLoader', () => {
  beforeEach(() => {
    setRemote.mockReset();
    getRemote.mockReset();
  });

  it('registers each remote once with its config.json URL and returns the default export', async () => {
    getRemote.mockResolvedValue({ default: Component });
    const load = createFederationLoader(config);
    await expect(load('admin', './AdminRoutes')).resolves.toBe(Component);
    await load('admin', './AdminTopBar');
    expect(setRemote).toHaveBeenCalledTimes(1);
    const [name, remoteConfig] = setRemote.mock.calls[0] as [
      string,
      { url: () => Promise<string>; format: string },
    ];
    expect(name).toBe('admin_app');
    expect(remoteConfig.format).toBe('esm');
    await expect(remoteConfig.url()).resolves.toBe('http://a.test/assets/remoteEntry.js');
    expect(getRemote.mock.calls).toEqual([
      ['admin_app', './AdminRoutes'],
      ['admin_app', './AdminTopBar'],
    ]);
  });

  it('caches a successful load', async () => {
    getRemote.mockResolvedValue({ default: Component });
    const load = createFederationLoader(config);
    await load('participant', './UserTopBar');
    await load('participant', './UserTopBar');
    expect(getRemote).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so that a retry re-imports the remote', async () => {
    getRemote
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ default: Component });
    const load = createFederationLoader(config);
    await expect(load('participant', './ParticipantRoutes')).rejects.toThrow('Failed to fetch');
    await expect(load('participant', './ParticipantRoutes')).resolves.toBe(Component);
    expect(setRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects a module that exposes no component', async () => {
    getRemote.mockResolvedValue({ default: 42 });
    await expect(createFederationLoader(config)('admin', './AdminRoutes')).rejects.toThrow(
      'exposes no React component',
    );
  });

  it('gives up on a remote that never answers', async () => {
    getRemote.mockReturnValue(new Promise(() => undefined));
    const load = createFederationLoader(config, null, { timeoutMs: 20 });
    await expect(load('admin', './AdminRoutes')).rejects.toThrow('did not load within 20 ms');
  });

  it('fails only the area whose remote config.json does not list, with the reason, and loads the other', async () => {
    getRemote.mockResolvedValue({ default: Component });
    const load = createFederationLoader({
      remotes: { participant: 'http://p.test/assets/remoteEntry.js' },
      remoteErrors: { admin: 'config.json lists no admin remote' },
    });
    await expect(load('admin', './AdminRoutes')).rejects.toThrow('config.json lists no admin remote');
    await expect(load('participant', './ParticipantRoutes')).resolves.toBe(Component);
    expect(setRemote.mock.calls.map(([name]) => name)).toEqual(['participant_app']);
  });

  it('fails every load with the config error when config.json is missing', async () => {
    const load = createFederationLoader(null, new Error('config.json could not be fetched: HTTP 404'));
    await expect(load('participant', './UserTopBar')).rejects.toThrow('HTTP 404');
    expect(setRemote).not.toHaveBeenCalled();
    expect(getRemote).not.toHaveBeenCalled();
  });
});

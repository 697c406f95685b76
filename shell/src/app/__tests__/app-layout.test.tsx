import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import * as ReactQuery from '@tanstack/react-query';
import { createQueryClientSource } from '@vvq/ui';
import { fakeLoader, seenQueryClients } from './fake-remotes';
import { renderShell } from './render-shell';

describe('AppLayout: layout switch by path', () => {
  it('shows the user top bar and the participant routes outside /admin', async () => {
    const loader = fakeLoader();
    renderShell('/login', loader);
    expect(await screen.findByText('participant login')).toBeTruthy();
    expect(await screen.findByTestId('user-top-bar')).toBeTruthy();
    expect(screen.queryByTestId('admin-top-bar')).toBeNull();
    expect(screen.getByTestId('vvq-shell').getAttribute('data-shell-area')).toBe('participant');
    expect(loader.mock.calls.map(([area]) => area)).not.toContain('admin');
  });

  it.each(['/admin', '/admin/dashboard', '/admin/view-feedback/3'])(
    'shows the admin bar and admin routes on %s',
    async (path) => {
      const loader = fakeLoader();
      renderShell(path, loader);
      expect(await screen.findByTestId('admin-top-bar')).toBeTruthy();
      expect(await screen.findByRole('heading', { name: /^admin (home|other)$/ })).toBeTruthy();
      expect(screen.queryByTestId('user-top-bar')).toBeNull();
      expect(loader.mock.calls.map(([area]) => area)).not.toContain('participant');
    },
  );

  it('gives relative child paths to the remotes (admin login at /admin/login)', async () => {
    renderShell('/admin/login', fakeLoader());
    expect(await screen.findByText('admin login')).toBeTruthy();
  });

  it('switches bar and area when navigating between the areas', async () => {
    renderShell('/login', fakeLoader());
    fireEvent.click(await screen.findByText('to admin'));
    expect(await screen.findByTestId('admin-top-bar')).toBeTruthy();
    expect(await screen.findByText('admin home')).toBeTruthy();
    expect(screen.queryByTestId('user-top-bar')).toBeNull();
  });

  it('provides the runtime config to the remotes as the shell', async () => {
    renderShell('/', fakeLoader(), {
      apiBase: 'https://api.example.org/api/',
      remotes: { participant: 'http://p/remoteEntry.js', admin: 'http://a/remoteEntry.js' },
    });
    const bar = await screen.findByTestId('user-top-bar');
    expect(bar.getAttribute('data-runtime-config')).toBe('shell');
    expect(bar.getAttribute('data-api-base')).toBe('https://api.example.org/api');
  });

  it('defaults the API base to {origin}/api when config.json gives none', async () => {
    renderShell('/', fakeLoader());
    const bar = await screen.findByTestId('user-top-bar');
    expect(bar.getAttribute('data-api-base')).toBe(`${window.location.origin}/api`);
  });

  it('gives both remotes the one QueryClient it provides, loading TanStack Query only when a screen fetches', async () => {
    seenQueryClients.length = 0;
    const importLibrary = jest.fn(async () => ReactQuery);
    const source = createQueryClientSource('shell', importLibrary);
    renderShell('/login', fakeLoader(), null, source);
    fireEvent.click(await screen.findByText('to participant'));
    expect(await screen.findByText('participant home')).toBeTruthy();
    expect(importLibrary).not.toHaveBeenCalled();

    renderShell('/data', fakeLoader(), null, source);
    expect(await screen.findByText('participant data')).toBeTruthy();
    fireEvent.click(screen.getByText('to admin data'));
    expect(await screen.findByText('admin data')).toBeTruthy();
    expect(importLibrary).toHaveBeenCalledTimes(1);
    expect(seenQueryClients.map((seen) => seen.area)).toEqual(
      expect.arrayContaining(['participant', 'admin']),
    );
    expect(new Set(seenQueryClients.map((seen) => seen.client))).toEqual(new Set([source.current?.client]));
    expect(
      screen.getByText('admin data').closest('[data-query-client]')?.getAttribute('data-query-client'),
    ).toMatch(/^shell:/);
  });
});

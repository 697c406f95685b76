import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { FAKE_MODULES, fakeLoader } from '../../app/__tests__/fake-remotes';
import { renderShell } from '../../app/__tests__/render-shell';
import type { RemoteLoader } from '../remote-loader';

const ADMIN_DOWN = 'The admin area is unavailable right now';
const STUDY_DOWN = 'The study area is unavailable right now';

describe('remote area error boundary', () => {
  // The boundary logs what failed; keep the test output readable.
  let errorSpy: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('shows the admin error card and a fallback bar when the admin remote is down', async () => {
    renderShell('/admin/dashboard', fakeLoader(['admin']));
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_DOWN);
    expect(screen.getByTestId('fallback-top-bar-admin').querySelector('a')?.getAttribute('href')).toBe(
      '/admin',
    );
    expect(screen.queryByText(STUDY_DOWN)).toBeNull();
  });

  it('keeps the participant area working while the admin remote is down', async () => {
    renderShell('/login', fakeLoader(['admin']));
    expect(await screen.findByText('participant login')).toBeTruthy();
    expect(await screen.findByTestId('user-top-bar')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the study error card when the participant remote is down, and admin still works', async () => {
    const { unmount } = renderShell('/', fakeLoader(['participant']));
    expect((await screen.findByRole('alert')).textContent).toContain(STUDY_DOWN);
    expect(screen.getByTestId('fallback-top-bar-participant')).toBeTruthy();
    unmount();

    renderShell('/admin', fakeLoader(['participant']));
    expect(await screen.findByText('admin home')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows both cards instead of a blank page when config.json could not be loaded', async () => {
    const loader = jest.fn<RemoteLoader>(async () => {
      throw new Error('config.json could not be fetched: HTTP 404');
    });
    renderShell('/admin', loader);
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_DOWN);
  });

  it('catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failure inside the remote');
    };
    const loader = jest.fn<RemoteLoader>(async (_area, module) =>
      module === './ParticipantRoutes' ? Broken : FAKE_MODULES[module],
    );
    renderShell('/login', loader);
    expect((await screen.findByRole('alert')).textContent).toContain(STUDY_DOWN);
    expect(await screen.findByTestId('user-top-bar')).toBeTruthy();
  });

  it('"Try again" loads the remote again once it is back', async () => {
    let down = true;
    const loader = jest.fn<RemoteLoader>(async (area, module) => {
      if (down && area === 'admin') throw new TypeError('Failed to fetch dynamically imported module');
      return FAKE_MODULES[module];
    });
    renderShell('/admin', loader);
    await screen.findByText(ADMIN_DOWN);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('admin home')).toBeTruthy();
    expect(screen.queryByText(ADMIN_DOWN)).toBeNull();
  });
});

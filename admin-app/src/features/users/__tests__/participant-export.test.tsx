import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockReply } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { exportFileName, retentionSummary } from '../utils/retention-summary';

const USERS = [
  { id: 1, email: 'ann@example.org' },
  { id: 2, email: 'bob@example.org' },
];
const EXPORT = {
  exported_at: '2026-11-25T07:00:00.000Z',
  participant: { id: 2, name: 'Bob', email: 'bob@example.org', created_at: '2026-11-01T09:00:00.000Z' },
  consent: null,
  questionnaire: null,
  session: null,
  trials: [],
  ratings: [],
  contact_messages: [],
  events: [],
};
const KEEP = { contact_messages_days: null, user_events_days: null };
const CONSENT = { version: '6d15ab076872de30', text: 'I agree', first_used_at: '2026-01-01T00:00:00.000Z' };

function stub(overrides: Record<string, MockReply> = {}) {
  return mockApi({
    'GET /admin/users': { body: USERS },
    'GET /admin/user-events': { body: [] },
    'GET /admin/privacy': {
      body: { retention: { contact_messages_days: 180, user_events_days: 30 }, consent: CONSENT },
    },
    'GET /admin/participants/2/export': { body: EXPORT },
    ...overrides,
  });
}

let createObjectURL: jest.Mock;
let click: jest.SpyInstance;
let saved: Blob | null;
beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  saved = null;
  createObjectURL = jest.fn((blob: Blob) => {
    saved = blob;
    return 'blob:export';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function bobsExportButton() {
  const table = await screen.findByRole('table', { name: 'All Users' });
  return within(table).getByRole('button', { name: 'Export data of bob@example.org' });
}

describe('participant data export (access request)', () => {
  it('keyboard: Enter on Export data downloads the JSON file, announces it and keeps the focus', async () => {
    const user = userEvent.setup();
    const api = stub();
    renderAdmin('/admin/users');
    const button = await bobsExportButton();
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Exported the data of user 2.')).toHaveAttribute('role', 'status');
    expect(callsTo(api, 'GET', '/admin/participants/2/export')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/admin/participants/2/export')[0].headers.Authorization).toMatch(/^Bearer /);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('vvq-participant-2-2026-11-25.json');
    expect(saved?.type).toBe('application/json');
    expect(document.activeElement).toBe(button);
    expect(button).not.toBeDisabled();
  });

  it('shows the server message when the export fails, and saves nothing', async () => {
    stub({
      'GET /admin/participants/2/export': { status: 404, body: { statusCode: 404, error: 'User not found' } },
    });
    renderAdmin('/admin/users');
    fireEvent.click(await bobsExportButton());
    expect(await screen.findByText('Export failed: User not found')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('keeps the spec columns: ID, Email, Actions', async () => {
    stub();
    renderAdmin('/admin/users');
    const table = await screen.findByRole('table', { name: 'All Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Email', 'Actions']);
  });
});

describe('retention policy', () => {
  it('shows the periods in force above the list', async () => {
    stub();
    renderAdmin('/admin/users');
    expect(await screen.findByTestId('retention-policy')).toHaveTextContent(
      'Data retention: contact messages are deleted after 180 days; login and logout events are deleted after 30 days.',
    );
  });

  it('says what "keep" means, and shows nothing (only logs) when the policy cannot be read', async () => {
    expect(retentionSummary(KEEP)).toBe(
      'Data retention: contact messages are kept until deleted by hand; login and logout events are kept until the participant is deleted.',
    );
    expect(retentionSummary({ contact_messages_days: 1, user_events_days: null })).toMatch(
      /deleted after 1 day;/,
    );
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stub({ 'GET /admin/privacy': { status: 500, body: { error: 'boom' } } });
    renderAdmin('/admin/users');
    await screen.findByRole('table', { name: 'All Users' });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByTestId('retention-policy')).not.toBeInTheDocument();
  });

  it('names the file after the participant and the day', () => {
    expect(exportFileName(7, '2026-01-02T23:59:59.000Z')).toBe('vvq-participant-7-2026-01-02.json');
  });
});

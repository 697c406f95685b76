import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi, type MockReply } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { mailtoHref } from '../utils/mailto-href';

const CREATED = '2026-11-21T08:15:00Z';
const MESSAGES = [
  {
    id: 4,
    name: 'jane mary doe',
    email: 'jane@example.org',
    message: 'Hello <b>team</b>',
    created_at: CREATED,
  },
  { id: 5, name: 'bo', email: 'bo@example.org', message: 'Second', created_at: CREATED },
];

let confirmSpy: jest.SpyInstance;
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function rows() {
  const table = await screen.findByRole('table', { name: 'Unanswered Messages' });
  return within(table).getAllByRole('row').slice(1);
}

describe('unanswered messages', () => {
  it('lists name capitalised per word, email, message as text, date and a mail reply link', async () => {
    mockApi({ 'GET /admin/unanswered-messages': { body: MESSAGES } });
    renderAdmin('/admin/messages');
    const [first] = await rows();
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'Jane Mary Doe',
      'jane@example.org',
      'Hello <b>team</b>',
      new Date(CREATED).toLocaleString(),
    ]);
    expect(within(first).getByRole('button', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:jane@example.org',
    );
  });

  it('marks a message answered after confirmation and removes its row', async () => {
    const fetchMock = mockApi({
      'GET /admin/unanswered-messages': { body: MESSAGES },
      'POST /admin/mark-as-answered': { body: { message: 'ok' } },
    });
    renderAdmin('/admin/messages');
    fireEvent.click(within((await rows())[0]).getByRole('button', { name: 'Mark as Answered' }));
    expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to mark this message as answered?');
    await waitFor(() => expect(screen.queryByText('Jane Mary Doe')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/admin/mark-as-answered')[0].body).toEqual({ id: 4 });
    expect(await rows()).toHaveLength(1);
  });

  it('keeps the row when the confirmation is declined', async () => {
    const fetchMock = mockApi({ 'GET /admin/unanswered-messages': { body: MESSAGES } });
    confirmSpy.mockReturnValue(false);
    renderAdmin('/admin/messages');
    fireEvent.click(within((await rows())[0]).getByRole('button', { name: 'Mark as Answered' }));
    expect(callsTo(fetchMock, 'POST', '/admin/mark-as-answered')).toHaveLength(0);
    expect(await rows()).toHaveLength(2);
  });

  it('alerts when marking fails and keeps the row', async () => {
    mockApi({
      'GET /admin/unanswered-messages': { body: MESSAGES },
      'POST /admin/mark-as-answered': { status: 500, body: { error: 'boom' } },
    });
    renderAdmin('/admin/messages');
    fireEvent.click(within((await rows())[0]).getByRole('button', { name: 'Mark as Answered' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to mark message as answered.'));
    expect(await rows()).toHaveLength(2);
  });

  it.each<[MockReply, string]>([
    [{ body: [] }, 'No unanswered messages available.'],
    [{ status: 500, body: { error: 'boom' } }, 'Failed to load messages.'],
    [{ body: { messages: [] } }, 'Unexpected response format.'],
  ])('shows the state for %j', async (reply, text) => {
    mockApi({ 'GET /admin/unanswered-messages': reply });
    renderAdmin('/admin/messages');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('mailtoHref', () => {
  it('cannot be used to add mail headers', () => {
    expect(mailtoHref('a@b.org?cc=evil@x.org&body=hi')).toBe('mailto:a@b.org%3Fcc%3Devil@x.org%26body%3Dhi');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StoredQuestionnaire } from '@vvq/contracts';
import { listCalls, mockApi, pagedList, type MockReply } from '../../../testing/mock-api';
import { renderAdmin, settle, signInAdmin } from '../../../testing/render-admin';
import { normalizeQuestionnaires } from '../utils/normalize-questionnaires';

const SUBMITTED = '2026-11-19T12:00:00Z';

function questionnaire(overrides: Partial<StoredQuestionnaire> = {}): StoredQuestionnaire {
  return {
    id: 3,
    user_id: 12,
    user_name: 'alice smith',
    submitted_at: SUBMITTED,
    age: 31,
    gender: 'Female',
    education: "Master's Degree",
    field_of_study: 'Film',
    familiarity: 'Somewhat Familiar',
    experience: '',
    understanding: 4,
    technical_knowledge: 'Very Knowledgeable',
    quality_metrics: 'Not Familiar',
    previous_participation: 'No',
    quiz1: 'Captures 3D space',
    quiz2: 'Using multiple cameras and depth sensors',
    quiz3: 'Virtual Reality Experiences',
    consent: 1,
    ...overrides,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

describe('submitted questionnaires', () => {
  it('pages a study-sized list 100 at a time on the server and filters there', async () => {
    const many = Array.from({ length: 230 }, (_, i) =>
      questionnaire({ id: i + 1, user_id: 1000 + i, user_name: i === 7 ? 'nora journey' : 'alice smith' }),
    );
    const fetchMock = mockApi({
      'GET /admin/questionnaires': pagedList(
        many,
        (row, q) => String(row.user_id) === q || Boolean(row.user_name?.includes(q.toLowerCase())),
      ),
    });
    renderAdmin('/admin/questionaire-list');
    const table = await screen.findByRole('table', { name: 'Submitted Questionnaires' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    fireEvent.click(screen.getByLabelText('Last page'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Submitted Questionnaires' }))
          .getAllByRole('row')
          .slice(1)
          .map((r) => within(r).getAllByRole('cell')[1].textContent),
      ).toEqual(many.slice(200).map((q) => String(q.user_id))),
    );
    fireEvent.change(screen.getByLabelText('Filter questionnaires'), { target: { value: 'Nora' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Submitted Questionnaires' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('cell', { name: 'Nora journey' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Filter questionnaires'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No questionnaires match the filter.')).toBeInTheDocument();
    expect(listCalls(fetchMock, '/admin/questionnaires')).toEqual([
      '/admin/questionnaires?limit=100&offset=0',
      '/admin/questionnaires?limit=100&offset=200',
      '/admin/questionnaires?limit=100&offset=0&q=Nora',
      '/admin/questionnaires?limit=100&offset=0&q=nobody',
    ]);
  });

  it('lists user name with a capital first letter, user id, date and a View Questionnaire button', async () => {
    mockApi({ 'GET /admin/questionnaires': { body: [questionnaire()] } });
    renderAdmin('/admin/questionaire-list');
    const table = await screen.findByRole('table', { name: 'Submitted Questionnaires' });
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Alice smith', '12', new Date(SUBMITTED).toLocaleString(), 'View Questionnaire']);
    fireEvent.click(within(first).getByRole('button', { name: 'View Questionnaire' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/questionnaire/3');
    await settle();
  });

  it('wraps a single object answer into a one-row list', async () => {
    mockApi({ 'GET /admin/questionnaires': { body: questionnaire({ id: 8, user_name: 'zed' }) } });
    renderAdmin('/admin/questionaire-list');
    const table = await screen.findByRole('table', { name: 'Submitted Questionnaires' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Zed')).toBeInTheDocument();
  });

  it.each<[MockReply, string]>([
    [{ body: [] }, 'No data found.'],
    [{ text: '' }, 'No questionnaires found.'],
    [{ status: 500, body: { error: 'boom' } }, 'Failed to load questionnaires'],
  ])('shows the state for %j', async (reply, text) => {
    mockApi({ 'GET /admin/questionnaires': reply });
    renderAdmin('/admin/questionaire-list');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('normalises answers', () => {
    expect(normalizeQuestionnaires([])).toEqual({ kind: 'no-data' });
    expect(normalizeQuestionnaires(null)).toEqual({ kind: 'empty' });
    expect(normalizeQuestionnaires('text')).toEqual({ kind: 'empty' });
    expect(normalizeQuestionnaires({ id: 1 })).toEqual({ kind: 'rows', rows: [{ id: 1 }] });
  });
});

describe('questionnaire detail', () => {
  async function answers() {
    const table = await screen.findByRole('table', { name: 'Questionnaire answers' });
    return Object.fromEntries(
      within(table)
        .getAllByRole('row')
        .map((row) => [
          within(row).getByRole('rowheader').textContent,
          within(row).getByRole('cell').textContent,
        ]),
    );
  }

  it('titles with the user name and lists every answer, N/A when empty, consent Yes for 1', async () => {
    mockApi({ 'GET /admin/questionnaire/3': { body: questionnaire() } });
    renderAdmin('/admin/questionnaire/3');
    expect(await screen.findByRole('heading', { name: 'Questionnaire for alice smith' })).toBeInTheDocument();
    expect(await answers()).toEqual({
      Age: '31',
      Gender: 'Female',
      Education: "Master's Degree",
      'Field of Study': 'Film',
      Familiarity: 'Somewhat Familiar',
      Experience: 'N/A',
      Understanding: '4',
      'Technical Knowledge': 'Very Knowledgeable',
      'Quality Metrics Familiarity': 'Not Familiar',
      'Previous Participation': 'No',
      'Quiz 1': 'Captures 3D space',
      'Quiz 2': 'Using multiple cameras and depth sensors',
      'Quiz 3': 'Virtual Reality Experiences',
      Consent: 'Yes',
    });
  });

  it('says Unknown without a user name and No for consent other than 1', async () => {
    mockApi({
      'GET /admin/questionnaire/3': {
        body: questionnaire({ user_name: null, consent: 0, quiz3: null as unknown as 'Music Production' }),
      },
    });
    renderAdmin('/admin/questionnaire/3');
    expect(await screen.findByRole('heading', { name: 'Questionnaire for Unknown' })).toBeInTheDocument();
    const rows = await answers();
    expect(rows.Consent).toBe('No');
    expect(rows['Quiz 3']).toBe('N/A');
  });

  it.each<[MockReply, string]>([
    [{ status: 404, body: { error: 'questionnaire not found' } }, 'No questionnaire found.'],
    [{ text: '' }, 'No questionnaire found.'],
    [{ status: 500, body: { error: 'boom' } }, 'Failed to load questionnaire details'],
  ])('shows the state for %j', async (reply, text) => {
    mockApi({ 'GET /admin/questionnaire/3': reply });
    renderAdmin('/admin/questionnaire/3');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

import { API_BASE, listCalls, mockApi } from '../../../testing/mock-api';
import { signInAdmin, testQueryClientSource } from '../../../testing/render-admin';
import { questionnaireQueryOptions } from '../api/get-questionnaire';
import { questionnairesPageQueryOptions } from '../api/get-questionnaires-page';

const client = () => testQueryClientSource().current!.client;

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

describe('questionnairesPageQueryOptions', () => {
  const firstPage = { limit: 100, offset: 0 };

  it.each([
    ['a list', [{ id: 1 }], { kind: 'rows', rows: [{ id: 1 }] }],
    ['a single object', { id: 2 }, { kind: 'rows', rows: [{ id: 2 }] }],
    ['an empty list', [], { kind: 'no-data' }],
  ])('types %s as a list result', async (_label, body, result) => {
    mockApi({ 'GET /admin/questionnaires': { body, headers: { 'X-Total-Count': '7' } } });
    await expect(client().fetchQuery(questionnairesPageQueryOptions(API_BASE, firstPage))).resolves.toEqual({
      result,
      total: 7,
    });
  });

  it('asks the server for the page and filter, and reads the total from X-Total-Count', async () => {
    const fetchMock = mockApi({
      'GET /admin/questionnaires': { body: [{ id: 9 }], headers: { 'X-Total-Count': '301' } },
    });
    const page = await client().fetchQuery(
      questionnairesPageQueryOptions(API_BASE, { limit: 100, offset: 200, q: 'ali' }),
    );
    expect(page).toEqual({ result: { kind: 'rows', rows: [{ id: 9 }] }, total: 301 });
    expect(listCalls(fetchMock, '/admin/questionnaires')).toEqual([
      '/admin/questionnaires?limit=100&offset=200&q=ali',
    ]);
  });

  it('cuts the page itself from a whole list answered without the total header', async () => {
    const all = Array.from({ length: 5 }, (_, i) => ({ id: i + 1 }));
    mockApi({ 'GET /admin/questionnaires': { body: all } });
    await expect(
      client().fetchQuery(questionnairesPageQueryOptions(API_BASE, { limit: 2, offset: 2 })),
    ).resolves.toEqual({ result: { kind: 'rows', rows: all.slice(2, 4) }, total: 5 });
  });
});

describe('questionnaireQueryOptions', () => {
  it('answers null for a 404 (nothing found), without a retry', async () => {
    const fetchMock = mockApi({
      'GET /admin/questionnaire/4': { status: 404, body: { error: 'Not Found' } },
    });
    await expect(client().fetchQuery(questionnaireQueryOptions(API_BASE, '4'))).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers null for a list or an empty body, and fails on a server error after one retry', async () => {
    mockApi({ 'GET /admin/questionnaire/4': { body: [{ id: 4 }] } });
    await expect(client().fetchQuery(questionnaireQueryOptions(API_BASE, '4'))).resolves.toBeNull();
    const fetchMock = mockApi({ 'GET /admin/questionnaire/4': { status: 500, body: {} } });
    await expect(client().fetchQuery(questionnaireQueryOptions(API_BASE, '4'))).rejects.toMatchObject({
      status: 500,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

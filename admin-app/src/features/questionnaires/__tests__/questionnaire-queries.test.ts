import { API_BASE, mockApi } from '../../../testing/mock-api';
import { signInAdmin, testQueryClientSource } from '../../../testing/render-admin';
import { questionnaireQueryOptions } from '../api/get-questionnaire';
import { questionnairesQueryOptions } from '../api/get-questionnaires';

const client = () => testQueryClientSource().current!.client;

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

describe('questionnairesQueryOptions', () => {
  it.each([
    ['a list', [{ id: 1 }], { kind: 'rows', rows: [{ id: 1 }] }],
    ['a single object', { id: 2 }, { kind: 'rows', rows: [{ id: 2 }] }],
    ['an empty list', [], { kind: 'no-data' }],
  ])('types %s as a list result', async (_label, body, result) => {
    mockApi({ 'GET /admin/questionnaires': { body } });
    await expect(client().fetchQuery(questionnairesQueryOptions(API_BASE))).resolves.toEqual(result);
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

import { screen, waitFor, within } from '@testing-library/react';
import { analysis, DEFAULT_PATH } from './analysis-fixture';
import { mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

const settings = (method: string) => ({ body: { settings: { method }, sources: {} } });

describe('the method on the Conditions table', () => {
  const lastCell = async () => {
    const table = await screen.findByRole('table', { name: 'Conditions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    return [headers.at(-1), cells.at(-1)];
  };

  it.each(['acr', 'acr-hr', 'dcr'])(
    'names the study’s method (%s) on every row, like the export',
    async (method) => {
      mockApi({
        [`GET ${DEFAULT_PATH}`]: { body: analysis() },
        'GET /admin/study-settings': settings(method),
      });
      renderAdmin('/admin/analysis');
      await waitFor(async () => expect(await lastCell()).toEqual(['Method', method]));
    },
  );

  it('says acr for an uploaded file, whatever the study runs', async () => {
    mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: { ...analysis(), source: 'upload' } },
      'GET /admin/study-settings': settings('dcr'),
    });
    renderAdmin('/admin/analysis');
    await waitFor(async () => expect(await lastCell()).toEqual(['Method', 'acr']));
  });
});

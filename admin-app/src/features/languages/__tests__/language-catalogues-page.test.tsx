import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi, type MockReply } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';

const STORED = {
  code: 'it',
  name: 'Italiano',
  dir: 'ltr',
  overrides_shipped: false,
  keys: 2,
  missing: 1,
  updated_at: '2026-11-27T10:00:00Z',
};

/** Each call gets the next reply; the last one repeats. */
const inTurn = (...replies: MockReply[]) => {
  let call = 0;
  return () => replies[Math.min(call++, replies.length - 1)];
};

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

function fillIn(code: string, text: string) {
  fireEvent.change(screen.getByLabelText('Language code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('Name in its own words'), { target: { value: 'Italiano' } });
  const file = new File([text], 'it.json', { type: 'application/json' });
  fireEvent.change(screen.getByLabelText('Catalogue file (JSON)'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
}

describe('language catalogues', () => {
  it('uploads a catalogue as its file text and reports what it leaves out', async () => {
    const api = mockApi({
      'GET /admin/languages': inTurn({ body: [] }, { body: [STORED] }),
      'PUT /admin/languages/it': {
        body: {
          catalogue: STORED,
          issues: [
            {
              line: 3,
              kind: 'missing',
              key: 'a',
              message: '"a" is missing (line 3 of the English catalogue)',
            },
          ],
        },
      },
    });
    renderAdmin('/admin/languages');
    expect(await screen.findByText(/No catalogue uploaded/)).toBeInTheDocument();
    fillIn('it', '{\n  "common.submit": "Invia"\n}\n');
    expect(
      await screen.findByText(/Stored Italiano \(it\): 2 texts, 1 key\(s\) read in English/),
    ).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/admin/languages/it')[0].body).toEqual({
      name: 'Italiano',
      dir: 'ltr',
      catalogue: '{\n  "common.submit": "Invia"\n}\n',
    });
    const table = await screen.findByRole('table', { name: 'Uploaded catalogues' });
    expect(within(table).getByText('Italiano')).toHaveAttribute('lang', 'it');
  });

  it('shows every problem of a refused catalogue by line', async () => {
    mockApi({
      'GET /admin/languages': { body: [] },
      'PUT /admin/languages/it': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'The catalogue was not stored: 2 problem(s) to fix',
          message: ['line 4: "x" is not a key of the English catalogue', 'line 9: "b" needs {{n}}, has none'],
        },
      },
    });
    renderAdmin('/admin/languages');
    await screen.findByText(/No catalogue uploaded/);
    fillIn('it', '{}');
    const problems = await screen.findByTestId('catalogue-problems');
    expect(problems).toHaveTextContent('The catalogue was not stored: 2 problem(s) to fix');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['line 4: "x" is not a key of the English catalogue', 'line 9: "b" needs {{n}}, has none']);
  });

  it('refuses a malformed code before sending, and deletes a catalogue after asking', async () => {
    const api = mockApi({
      'GET /admin/languages': inTurn({ body: [STORED] }, { body: [] }),
      'DELETE /admin/languages/it': { status: 204 },
    });
    renderAdmin('/admin/languages');
    fireEvent.change(await screen.findByLabelText('Language code'), { target: { value: 'Italian!' } });
    expect(screen.getByRole('button', { name: 'Upload and check' })).toBeDisabled();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/admin/languages/it')).toHaveLength(1));
    expect(await screen.findByText(/No catalogue uploaded/)).toBeInTheDocument();
  });
});

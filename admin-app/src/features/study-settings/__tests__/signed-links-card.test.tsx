import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS, STUDY_SETTING_KEYS } from '@vvq/contracts';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';

const SIGN = 'POST /admin/panel/link-signatures';
const sent = (fetchMock: jest.Mock) => callsTo(fetchMock, 'POST', '/admin/panel/link-signatures');
const sig = (n: number) => String(n).repeat(64);

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});
afterEach(() => jest.restoreAllMocks());

async function openScreen(sign: Parameters<typeof mockApi>[0][string]) {
  const sources = Object.fromEntries(STUDY_SETTING_KEYS.map((k) => [k, 'default']));
  const fetchMock = mockApi({
    'GET /admin/study-settings': { body: { settings: DEFAULT_STUDY_SETTINGS, sources } },
    'GET /admin/study-settings/history': { body: [] },
    [SIGN]: sign,
  });
  renderAdmin('/admin/study-settings');
  await screen.findByRole('heading', { name: 'Signed SONA links' });
  return fetchMock;
}

function make(ids: string) {
  fireEvent.change(screen.getByLabelText('Study address'), {
    target: { value: 'https://study.example.org/' },
  });
  fireEvent.change(screen.getByLabelText('Participant ids'), { target: { value: ids } });
  fireEvent.click(screen.getByRole('button', { name: 'Make signed links' }));
}

describe('signed SONA links', () => {
  it('asks the server to sign the ids and lists one link a participant', async () => {
    const fetchMock = await openScreen({
      body: {
        signatures: [
          { participant_id: '40123', sig: sig(1) },
          { participant_id: '40124', sig: sig(2) },
        ],
      },
    });
    make('40123\n\n40124\n40123\n');
    const links = await screen.findByLabelText('Signed links');
    expect((links as HTMLTextAreaElement).value).toBe(
      `https://study.example.org/?panel=sona&id=40123&sig=${sig(1)}\n` +
        `https://study.example.org/?panel=sona&id=40124&sig=${sig(2)}`,
    );
    expect(sent(fetchMock).map((c) => c.body)).toEqual([
      { panel: 'sona', participant_ids: ['40123', '40124'] },
    ]);
  });

  it("shows the server's refusal (no secret set) and checks ids before asking", async () => {
    const fetchMock = await openScreen({
      status: 409,
      body: { error: 'No panel link secret is set: set panel_link_secret in the study settings first.' },
    });
    make('40123 x');
    expect(await screen.findByRole('alert')).toHaveTextContent('"40123 x" is no valid id');
    expect(sent(fetchMock)).toHaveLength(0);
    make('40123');
    expect(await screen.findByText(/No panel link secret is set/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Signed links')).toBeNull();
  });
});

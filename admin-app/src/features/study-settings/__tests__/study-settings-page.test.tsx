import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_STUDY_SETTINGS,
  STUDY_SETTING_KEYS,
  type AdminStudySettingsResponse,
  type StudySettingChange,
  type StudySettingKey,
  type StudySettingSource,
  type StudySettings,
} from '@vvq/contracts';
import { callsTo, mockApi, type MockReply } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { RATING_LABELS_WHY } from '../components/rating-labels-field';
import { keysWithoutField, SETTING_GROUPS } from '../utils/setting-fields';

const PATH = '/admin/study-settings';
const GET = 'GET /admin/study-settings';
const PATCH = 'PATCH /admin/study-settings';
const HISTORY = 'GET /admin/study-settings/history';

function answer(
  settings: Partial<StudySettings> = {},
  sources: Partial<Record<StudySettingKey, StudySettingSource>> = {},
): AdminStudySettingsResponse {
  const all = Object.fromEntries(STUDY_SETTING_KEYS.map((k) => [k, 'default'])) as Record<
    StudySettingKey,
    StudySettingSource
  >;
  return { settings: { ...DEFAULT_STUDY_SETTINGS, ...settings }, sources: { ...all, ...sources } };
}

const CHANGE: StudySettingChange = {
  id: 1,
  key: 'rating_labels',
  old_value: null,
  new_value: '"itu-acr"',
  reset_to: null,
  changed_at: '2026-11-25T09:30:00Z',
  admin_id: 7,
  admin_email: 'grace@lab.org',
};

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});
afterEach(() => jest.restoreAllMocks());

async function openScreen(routes: Record<string, MockReply | ((init?: RequestInit) => MockReply)>) {
  const fetchMock = mockApi({ [GET]: { body: answer() }, [HISTORY]: { body: [] }, ...routes });
  renderAdmin(PATH);
  await screen.findByRole('form', { name: 'Study settings' });
  return fetchMock;
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('study settings screen', () => {
  it('has a field for every key of the contract', () => {
    expect(keysWithoutField()).toEqual([]);
  });

  it('shows every setting in its group, each group a fieldset with a legend', async () => {
    await openScreen({});
    expect(screen.getByRole('heading', { name: 'Study settings', level: 1 })).toBeInTheDocument();
    const legends = SETTING_GROUPS.map((g) => g.legend);
    expect(legends).toEqual([
      'Session',
      'Study texts',
      'Rating scale',
      'Playback & environment',
      'Panel & completion',
      'Quality control',
    ]);
    for (const group of SETTING_GROUPS) {
      const fieldset = screen.getByRole('group', { name: group.legend });
      for (const field of group.fields) {
        expect(within(fieldset).getByTestId(`field-${field.key}`)).toBeInTheDocument();
      }
    }
    expect(screen.getByLabelText('Videos per session')).toHaveValue('4');
    expect(screen.getByRole('switch', { name: 'Require fullscreen' })).not.toBeChecked();
    expect(screen.getByLabelText('Completion URL')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /The spec’s labels/ })).toBeChecked();
  });

  it('says where each value came from, naming the environment variable', async () => {
    mockApi({
      [GET]: {
        body: answer(
          {
            videos_per_session: 6,
            completion_url: 'https://app.prolific.com/submissions/complete?cc={code}',
          },
          { videos_per_session: 'environment', completion_url: 'admin' },
        ),
      },
      [HISTORY]: { body: [] },
    });
    renderAdmin(PATH);
    const videos = await screen.findByLabelText('Videos per session');
    expect(videos).toHaveValue('6');
    expect(videos).toHaveAccessibleDescription(
      expect.stringContaining('Saved value from the environment (STUDY_VIDEOS_PER_SESSION)'),
    );
    expect(screen.getByTestId('source-completion_url')).toHaveTextContent('Saved value set by an admin');
    // Nothing was ever saved for it: the badge must not claim a saved value.
    expect(screen.getByTestId('source-require_fullscreen')).toHaveTextContent('Default value (none saved)');
    expect(screen.getByTestId('source-require_fullscreen')).not.toHaveTextContent('Saved value');
    // Only an admin's saved value can be reset.
    expect(screen.getByRole('button', { name: 'Reset Completion URL' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Videos per session' })).not.toBeInTheDocument();
  });

  it("resets one setting to the environment's value, keeps other unsaved edits and says so with focus", async () => {
    const fetchMock = await openScreen({
      [GET]: { body: answer({ videos_per_session: 9 }, { videos_per_session: 'admin' }) },
      'DELETE /admin/study-settings/videos_per_session': {
        body: answer({ videos_per_session: 6 }, { videos_per_session: 'environment' }),
      },
    });
    fireEvent.change(screen.getByLabelText('Completion code'), { target: { value: 'EDITED' } });
    expect(screen.getByLabelText('Videos per session')).toHaveValue('9');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Videos per session' }));
    const status = await screen.findByText(
      "Videos per session reset: it reads the environment's value (STUDY_VIDEOS_PER_SESSION) again. The change is recorded in the history.",
    );
    await waitFor(() => expect(status).toHaveFocus());
    expect(callsTo(fetchMock, 'DELETE', '/admin/study-settings/videos_per_session')).toHaveLength(1);
    expect(screen.getByLabelText('Videos per session')).toHaveValue('6');
    expect(screen.getByLabelText('Completion code')).toHaveValue('EDITED');
    expect(screen.getByTestId('source-videos_per_session')).toHaveTextContent(
      'Saved value from the environment (STUDY_VIDEOS_PER_SESSION)',
    );
    expect(screen.queryByRole('button', { name: 'Reset Videos per session' })).not.toBeInTheDocument();
  });

  it('names a reset in the history', async () => {
    const reset: StudySettingChange = {
      ...CHANGE,
      key: 'max_stall_seconds',
      old_value: '4',
      new_value: 'null',
      reset_to: 'default',
    };
    await openScreen({ [HISTORY]: { body: [reset] } });
    const table = await screen.findByRole('table', { name: 'Change history' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('4 → off (reset to the default)');
  });

  it('explains the rating labels and previews the chosen set', async () => {
    await openScreen({});
    const group = screen.getByRole('group', { name: 'Rating scale labels' });
    expect(group).toHaveAccessibleDescription(
      expect.stringContaining('the same number means two different words'),
    );
    expect(screen.getByText(RATING_LABELS_WHY)).toBeInTheDocument();
    expect(screen.getByTestId('preview-guide')).toHaveTextContent(
      '0 Very Poor, 1 Poor, 2 Fair, 3 Good, 4 Very Good, 5 Excellent',
    );
    expect(screen.getByTestId('preview-sliders')).toHaveTextContent(
      '5 – Excellent, 4 – Good, 3 – Fair, 2 – Poor, 1 – Very Poor',
    );
    fireEvent.click(screen.getByRole('radio', { name: /ITU-T P.910 \/ BT.500 ACR/ }));
    expect(screen.getByTestId('preview-guide')).toHaveTextContent(
      '5 Excellent, 4 Good, 3 Fair, 2 Poor, 1 Bad',
    );
    expect(screen.getByTestId('preview-sliders')).toHaveTextContent(
      '5 – Excellent, 4 – Good, 3 – Fair, 2 – Poor, 1 – Bad',
    );
  });

  it('previews the scale’s words in a participant’s language, as the server words them', async () => {
    const german = {
      'scale.spec.guide.0': 'Sehr schlecht',
      'scale.spec.guide.1': 'Schlecht',
      'scale.spec.guide.2': 'Mittelmäßig',
      'scale.spec.guide.3': 'Gut',
      'scale.spec.guide.4': 'Sehr gut',
      'scale.spec.guide.5': 'Ausgezeichnet',
      'scale.spec.slider.1': 'Sehr schlecht',
      'scale.spec.slider.2': 'Schlecht',
      'scale.spec.slider.3': 'Mittelmäßig',
      'scale.spec.slider.4': 'Gut',
      'scale.spec.slider.5': 'Ausgezeichnet',
      'scale.itu.5': 'Ausgezeichnet',
      'scale.itu.4': 'Gut',
      'scale.itu.3': 'Ordentlich',
      'scale.itu.2': 'Dürftig',
      'scale.itu.1': 'Schlecht',
    };
    const fetchMock = await openScreen({
      'GET /admin/language-previews': {
        body: [
          { code: 'en', name: 'English', dir: 'ltr' },
          { code: 'de', name: 'Deutsch', dir: 'ltr' },
          { code: 'it', name: 'Italiano', dir: 'ltr' },
        ],
      },
      'GET /admin/language-previews/de': {
        body: { code: 'de', name: 'Deutsch', dir: 'ltr', entries: german },
      },
    });
    const menu = screen.getByRole('combobox', { name: 'Preview language' });
    // The lab's uploaded language is offered beside the shipped ones.
    await within(menu).findByRole('option', { name: 'Italiano (it)' });
    fireEvent.change(menu, { target: { value: 'de' } });
    await waitFor(() =>
      expect(screen.getByTestId('preview-guide')).toHaveTextContent(
        '0 Sehr schlecht, 1 Schlecht, 2 Mittelmäßig, 3 Gut, 4 Sehr gut, 5 Ausgezeichnet',
      ),
    );
    expect(screen.getByTestId('preview-guide')).toHaveAttribute('lang', 'de');
    fireEvent.click(screen.getByRole('radio', { name: /ITU-T P.910 \/ BT.500 ACR/ }));
    expect(screen.getByTestId('preview-sliders')).toHaveTextContent(
      '5 – Ausgezeichnet, 4 – Gut, 3 – Ordentlich, 2 – Dürftig, 1 – Schlecht',
    );
    expect(callsTo(fetchMock, 'GET', '/admin/language-previews/de')).toHaveLength(1);
    // Back to English: the contract's words, no request.
    fireEvent.change(menu, { target: { value: 'en' } });
    expect(screen.getByTestId('preview-guide')).toHaveTextContent(
      '5 Excellent, 4 Good, 3 Fair, 2 Poor, 1 Bad',
    );
  });

  it('saves only the changed keys, shows the success status with focus and reloads the history', async () => {
    let historyReads = 0;
    const fetchMock = await openScreen({
      [PATCH]: {
        body: answer({ rating_labels: 'itu-acr', max_stall_seconds: 2.5 }, { rating_labels: 'admin' }),
      },
      [HISTORY]: () => {
        historyReads += 1;
        return { body: historyReads === 1 ? [] : [CHANGE] };
      },
    });
    await screen.findByText('No setting has been changed yet.');
    fireEvent.click(screen.getByRole('radio', { name: /ITU-T P.910/ }));
    fireEvent.change(screen.getByLabelText('Maximum stall time (seconds)'), { target: { value: ' 2.5 ' } });
    save();
    const status = await screen.findByText(/^Settings saved \(2 changed: Rating scale labels, Maximum stall/);
    expect(callsTo(fetchMock, 'PATCH', '/admin/study-settings').map((c) => c.body)).toEqual([
      { rating_labels: 'itu-acr', max_stall_seconds: 2.5 },
    ]);
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByTestId('source-rating_labels')).toHaveTextContent('Saved value set by an admin');
    const table = await screen.findByRole('table', { name: 'Change history' });
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      new Date(CHANGE.changed_at).toLocaleString(),
      'grace@lab.org',
      'Rating scale labels',
      'default or environment value → ITU-T P.910 / BT.500 ACR labels',
    ]);
    // Saved values are the new baseline: saving again sends nothing.
    save();
    await waitFor(() => expect(screen.getByText('Nothing to save: no setting was changed.')).toHaveFocus());
    expect(callsTo(fetchMock, 'PATCH', '/admin/study-settings')).toHaveLength(1);
  });

  it('sends an emptied threshold or address as null and a switch as a boolean', async () => {
    const fetchMock = mockApi({
      [GET]: { body: answer({ gate_failed_gold: 3, screen_out_url: 'https://example.org/out' }) },
      [HISTORY]: { body: [] },
      [PATCH]: { body: answer() },
    });
    renderAdmin(PATH);
    fireEvent.change(await screen.findByLabelText('Gate: failed gold items'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Screen-out URL'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('switch', { name: /Environment check/ }));
    save();
    await screen.findByText(/^Settings saved \(3 changed/);
    expect(callsTo(fetchMock, 'PATCH', '/admin/study-settings')[0].body).toEqual({
      environment_check: true,
      screen_out_url: null,
      gate_failed_gold: null,
    });
  });

  it.each([
    ['Videos per session', 'four', 'Videos per session: enter a whole number.'],
    ['Videos per session', '0', 'Videos per session: enter a number from 1 to 50.'],
    ['Videos per session', '51', 'Videos per session: enter a number from 1 to 50.'],
    ['Completion code', 'has space', 'Completion code: 1 to 100 letters, digits, - or _.'],
    [
      'Gate: observer inconsistency',
      '0',
      'Gate: observer inconsistency: enter a number above 0 and at most 10, or leave it empty for off.',
    ],
    [
      'Completion URL',
      'javascript:alert(1)',
      'Completion URL: enter an address starting with https:// or http://.',
    ],
    [
      'Gate: failed trap items',
      '1.5',
      'Gate: failed trap items: enter a whole number, or leave it empty for off.',
    ],
  ])('refuses %s = %j in the browser, next to the field, with focus on it', async (label, value, message) => {
    const fetchMock = await openScreen({});
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    save();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(callsTo(fetchMock, 'PATCH', '/admin/study-settings')).toHaveLength(0);
    // Typing again clears the message.
    fireEvent.change(input, { target: { value: '5' } });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("shows the server's 400 message at the top and next to its field", async () => {
    const message = 'completion_url must be an http(s) address such as https://app.prolific.com/…';
    await openScreen({
      [PATCH]: { status: 400, body: { statusCode: 400, error: message, message: [message] } },
    });
    const input = screen.getByLabelText('Completion URL');
    fireEvent.change(input, { target: { value: 'https://example' } });
    save();
    const top = await screen.findByRole('alert');
    expect(top).toHaveTextContent(`The settings were not saved: ${message}`);
    await waitFor(() => expect(top).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByText(/^Settings saved/)).not.toBeInTheDocument();
  });

  it('keeps a server message that names no field at the top', async () => {
    await openScreen({ [PATCH]: { status: 500, body: { statusCode: 500, error: 'Internal server error' } } });
    fireEvent.click(screen.getByRole('switch', { name: /Require fullscreen/ }));
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The settings were not saved: Internal server error',
    );
  });

  it('reloads the settings when the PATCH answer does not carry them', async () => {
    let reads = 0;
    const fetchMock = await openScreen({
      [GET]: () => {
        reads += 1;
        return { body: reads === 1 ? answer() : answer({ panel_entry: true }, { panel_entry: 'admin' }) };
      },
      [PATCH]: { body: { message: 'ok' } },
    });
    fireEvent.click(screen.getByRole('switch', { name: /Accept panel entry links/ }));
    save();
    await screen.findByText(/^Settings saved \(1 changed/);
    expect(callsTo(fetchMock, 'GET', '/admin/study-settings').length).toBeGreaterThanOrEqual(2);
    await waitFor(() =>
      expect(screen.getByTestId('source-panel_entry')).toHaveTextContent('Saved value set by an admin'),
    );
  });

  it('discards unsaved changes', async () => {
    await openScreen({});
    const input = screen.getByLabelText('Completion code');
    fireEvent.change(input, { target: { value: 'C0DE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(input).toHaveValue('');
    await waitFor(() => expect(screen.getByText(/^Changes discarded/)).toHaveFocus());
  });

  it.each<[MockReply, string]>([
    [{ status: 500, body: { error: 'boom' } }, 'Failed to load the study settings.'],
    [{ body: { settings: null } }, 'Failed to load the study settings.'],
  ])('shows a load failure for %j', async (reply, text) => {
    mockApi({ [GET]: reply, [HISTORY]: { body: [] } });
    renderAdmin(PATH);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('formats recorded values in the words of the form', async () => {
    const changes: StudySettingChange[] = [
      {
        ...CHANGE,
        id: 3,
        key: 'require_full_playback',
        old_value: 'false',
        new_value: 'true',
        admin_email: null,
      },
      { ...CHANGE, id: 2, key: 'max_stall_seconds', old_value: '4', new_value: 'null' },
    ];
    await openScreen({ [HISTORY]: { body: changes } });
    const table = await screen.findByRole('table', { name: 'Change history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Admin #7', 'Require full playback before rating', 'Off → On'],
      ['grace@lab.org', 'Maximum stall time (seconds)', '4 → off'],
    ]);
  });
});

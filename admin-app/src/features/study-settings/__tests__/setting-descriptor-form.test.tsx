import {
  DEFAULT_STUDY_SETTINGS,
  STUDY_SETTING_LIST,
  type KeyedStudySettingDescriptor,
  type StudySettingKey,
} from '@vvq/contracts';
import { render, screen, within } from '@testing-library/react';
import { SettingField } from '../components/setting-field';
import { SettingsGroup } from '../components/settings-group';
import { SETTING_GROUPS, settingGroups } from '../utils/setting-fields';
import { parseField, toFormValues } from '../utils/settings-form-values';

/** A setting that does not exist: what an engineer would add to STUDY_SETTING_DESCRIPTORS. */
const retries: KeyedStudySettingDescriptor = {
  key: 'max_retries',
  kind: 'integer',
  min: 0,
  max: 5,
  default: 0,
  group: 'session',
  label: 'Retries per video',
  help: 'How often a participant may restart a video; 0 = never.',
};

describe('the form from the setting descriptors', () => {
  it('shows a new descriptor entry in its group, with its label, help and bounds', () => {
    const session = settingGroups([...STUDY_SETTING_LIST, retries]).find((g) => g.id === 'session');
    const field = session?.fields.find((f) => f.key === ('max_retries' as StudySettingKey));
    expect(field).toEqual({
      key: 'max_retries',
      label: 'Retries per video',
      help: 'How often a participant may restart a video; 0 = never.',
      kind: { type: 'integer', min: 0, max: 5 },
    });
    expect(field && parseField(field, '9')).toEqual({
      ok: false,
      error: 'Retries per video: enter a number from 0 to 5.',
    });

    if (!session) throw new Error('no session group');
    render(
      <SettingsGroup
        group={session}
        values={{ ...toFormValues(DEFAULT_STUDY_SETTINGS), ['max_retries' as StudySettingKey]: '0' }}
        errors={{}}
        sources={{}}
        disabled={false}
        onChange={() => undefined}
      />,
    );
    const fieldset = screen.getByRole('group', { name: 'Session' });
    expect(within(fieldset).getByLabelText('Retries per video')).toHaveValue('0');
    expect(within(fieldset).getByText(retries.help)).toBeInTheDocument();
  });

  it('keeps the screen order of the fields', () => {
    expect(SETTING_GROUPS.map((g) => [g.id, g.fields.map((f) => f.key)])).toEqual([
      [
        'session',
        [
          'videos_per_session',
          'allocation',
          'allocation_target_half_width',
          'allocation_min_ratings',
          'allocation_max_ratings',
          'allocation_dimensions',
          'offered_languages',
        ],
      ],
      [
        'study-texts',
        ['study_title', 'landing_headline', 'landing_description', 'about_text', 'faq', 'background_video'],
      ],
      ['rating-scale', ['method', 'pc_allow_tie', 'rating_labels']],
      [
        'playback-environment',
        [
          'require_full_playback',
          'max_stall_seconds',
          'volumetric_loop',
          'volumetric_antialias',
          'volumetric_immersive',
          'environment_check',
          'min_viewport_width',
          'min_viewport_height',
          'min_render_fps',
          'require_fullscreen',
        ],
      ],
      [
        'panel-completion',
        ['panel_entry', 'completion_url', 'completion_code', 'panel_link_secret', 'screen_out_url'],
      ],
      [
        'quality-control',
        [
          'training_per_session',
          'gold_per_session',
          'trap_per_session',
          'gate_failed_gold',
          'gate_failed_trap',
          'gate_straight_lining',
          'gate_rated_before_end',
          'gate_inconsistency',
        ],
      ],
    ]);
    expect(Object.keys(DEFAULT_STUDY_SETTINGS)).toEqual(
      SETTING_GROUPS.flatMap((g) => g.fields.map((f) => f.key)),
    );
  });

  it('offers a list for an enumerated setting without a widget of its own', () => {
    const [group] = settingGroups([
      {
        key: 'theme',
        kind: 'enum',
        values: ['light', 'dark'],
        default: 'light',
        group: 'session',
        label: 'Theme',
        help: '',
      },
    ]);
    const field = group?.fields[0];
    expect(field?.kind).toEqual({ type: 'choice', values: ['light', 'dark'] });
    expect(field && parseField(field, 'dark')).toEqual({ ok: true, value: 'dark' });

    if (!field) throw new Error('no theme field');
    render(<SettingField field={field} value="dark" disabled={false} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['light', 'dark']);
  });
});

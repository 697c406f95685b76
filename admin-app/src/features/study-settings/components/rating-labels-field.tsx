import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { RATING_LABEL_PRESETS, type RatingLabelPreset, type StudySettingSource } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import {
  languagePreviewQueryOptions,
  previewLanguagesQueryOptions,
  SHIPPED_LANGUAGES,
} from '../api/get-language-previews';
import { fieldId, type SettingField } from '../utils/setting-fields';
import { RATING_LABEL_CHOICES, ratingLabelPreview } from '../utils/rating-label-choices';
import { SettingSource } from './setting-source';

/** Why an admin may want the ACR preset: said plainly on the screen. */
export const RATING_LABELS_WHY =
  'Why it matters: with the spec’s labels the rating scale guide reads 0 Very Poor … 5 Excellent while the sliders ' +
  'read 1 Very Poor … 5 Excellent, so the same number means two different words on one screen (1 is “Poor” in the ' +
  'guide and “Very Poor” on a slider) and the guide offers a 0 the sliders cannot give. The ITU-T P.910 / BT.500 ' +
  'ACR labels use one word per number on both, 5 Excellent to 1 Bad, the scale most published studies use, so ' +
  'scores can be compared with theirs. The spec’s labels stay the default.';

function isPreset(value: string): value is RatingLabelPreset {
  return (RATING_LABEL_PRESETS as readonly string[]).includes(value);
}

/** The label set as a radio group, with the words participants would read and why the choice matters. */
export function RatingLabelsField(props: {
  field: SettingField;
  value: string;
  error?: string;
  source?: StudySettingSource;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = fieldId(props.field.key);
  const whyId = `${id}-why`;
  const sourceId = `${id}-source`;
  const errorId = `${id}-error`;
  const apiBase = useApiBase();
  // The admin area is English; the preview reads the words in any language participants can read.
  const [language, setLanguage] = useState('en');
  const languages = useQuery(previewLanguagesQueryOptions(apiBase)).data ?? SHIPPED_LANGUAGES;
  const texts = useQuery({ ...languagePreviewQueryOptions(apiBase, language), enabled: language !== 'en' });
  const shown = languages.find((choice) => choice.code === language) ?? SHIPPED_LANGUAGES[0];
  const preview = ratingLabelPreview(
    isPreset(props.value) ? props.value : 'spec',
    language === 'en' ? undefined : texts.data?.entries,
  );
  const languageId = `${id}-preview-language`;
  const describedBy = [whyId, sourceId, props.error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <fieldset className="mb-3" aria-describedby={describedBy} data-testid={`field-${props.field.key}`}>
      <legend className="fs-6 fw-semibold mb-1">{props.field.label}</legend>
      <p id={whyId} className="small text-body-secondary mb-2">
        {RATING_LABELS_WHY}
      </p>
      {RATING_LABEL_CHOICES.map((choice, index) => (
        <Form.Check
          key={choice.preset}
          type="radio"
          // The first radio carries the field's id, so a refused save can move focus to the group.
          id={index === 0 ? id : `${id}-${choice.preset}`}
          name={props.field.key}
          value={choice.preset}
          checked={props.value === choice.preset}
          disabled={props.disabled}
          isInvalid={Boolean(props.error)}
          onChange={() => props.onChange(choice.preset)}
          label={
            <>
              {choice.name}
              <span className="d-block small text-body-secondary">{choice.summary}</span>
            </>
          }
        />
      ))}
      <div className="mt-1">
        <SettingSource id={sourceId} settingKey={props.field.key} source={props.source} />
      </div>
      {props.error && (
        <div id={errorId} className="invalid-feedback d-block">
          {props.error}
        </div>
      )}
      <div
        className="border rounded p-2 mt-2 bg-body-tertiary"
        data-testid="rating-labels-preview"
        aria-live="polite"
      >
        <p className="small fw-semibold mb-1">Preview: what participants read</p>
        <div className="d-flex align-items-center gap-2 mb-1">
          <label htmlFor={languageId} className="small">
            Preview language
          </label>
          <select
            id={languageId}
            className="form-select form-select-sm w-auto"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {languages.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choice.name} ({choice.code})
              </option>
            ))}
          </select>
          {language !== 'en' && texts.isPending && <span className="small">Loading…</span>}
          {language !== 'en' && texts.isError && (
            <span className="small" role="alert">
              The texts of {shown.name} could not be loaded; the preview shows English.
            </span>
          )}
        </div>
        {/* The captions stay English; only the participant's words take the language and its direction. */}
        <p className="small mb-1">
          Rating scale guide:{' '}
          <span data-testid="preview-guide" lang={language} dir={shown.dir}>
            {preview.guide.join(', ')}
          </span>
        </p>
        <p className="small mb-0">
          Sliders:{' '}
          <span data-testid="preview-sliders" lang={language} dir={shown.dir}>
            {preview.sliders.join(', ')}
          </span>
        </p>
      </div>
    </fieldset>
  );
}

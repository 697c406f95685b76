import { Form } from 'react-bootstrap';
import type { StudySettingSource } from '@vvq/contracts';
import { fieldId, type SettingField as Field } from '../utils/setting-fields';
import { RatingLabelsField } from './rating-labels-field';
import { SettingSource } from './setting-source';

export interface SettingFieldProps {
  field: Field;
  value: string | boolean;
  error?: string;
  source?: StudySettingSource;
  disabled: boolean;
  onChange: (value: string | boolean) => void;
}

/** Browser hints for the keyboard on phones; the text is checked by the form, not by the browser (noValidate). */
function inputMode(field: Field): 'numeric' | 'decimal' | 'url' | 'text' {
  const kind = field.kind;
  if (kind.type === 'integer') return 'numeric';
  if (kind.type === 'optional-number') return kind.integer ? 'numeric' : 'decimal';
  if (kind.type === 'url') return 'url';
  return 'text';
}

/** One setting: its label, input, help, where its saved value came from, and its error (browser's or server's). */
export function SettingField(props: SettingFieldProps) {
  const { field } = props;
  const id = fieldId(field.key);
  const helpId = `${id}-help`;
  const sourceId = `${id}-source`;
  const errorId = `${id}-error`;
  const describedBy = [helpId, sourceId, props.error ? errorId : ''].filter(Boolean).join(' ');

  if (field.kind.type === 'rating-labels') {
    return <RatingLabelsField {...props} value={String(props.value)} />;
  }

  const help = (
    <div className="d-flex flex-wrap gap-2 align-items-baseline mt-1">
      <Form.Text id={helpId} className="mt-0">
        {field.help}
      </Form.Text>
      <SettingSource id={sourceId} settingKey={field.key} source={props.source} />
    </div>
  );

  if (field.kind.type === 'switch') {
    return (
      <Form.Group className="mb-3" data-testid={`field-${field.key}`}>
        <Form.Check
          type="switch"
          // Announced as an on/off switch (ARIA allows the role on a checkbox input).
          role="switch"
          id={id}
          label={field.label}
          checked={props.value === true}
          disabled={props.disabled}
          isInvalid={Boolean(props.error)}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        {help}
        {props.error && (
          <div id={errorId} className="invalid-feedback d-block">
            {props.error}
          </div>
        )}
      </Form.Group>
    );
  }

  const kind = field.kind;
  if (kind.type === 'choice') {
    return (
      <Form.Group className="mb-3" controlId={id} data-testid={`field-${field.key}`}>
        <Form.Label className="mb-1">{field.label}</Form.Label>
        <Form.Select
          value={String(props.value)}
          disabled={props.disabled}
          isInvalid={Boolean(props.error)}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {kind.values.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Form.Select>
        {help}
        {props.error && (
          <Form.Control.Feedback type="invalid" id={errorId} className="d-block">
            {props.error}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    );
  }

  return (
    <Form.Group className="mb-3" controlId={id} data-testid={`field-${field.key}`}>
      <Form.Label className="mb-1">{field.label}</Form.Label>
      <Form.Control
        // The FAQ is several entries of two lines each; every other setting is one line.
        {...(kind.type === 'faq' ? { as: 'textarea' as const, rows: 8 } : { type: 'text' })}
        inputMode={inputMode(field)}
        value={String(props.value)}
        disabled={props.disabled}
        isInvalid={Boolean(props.error)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={kind.type === 'faq'}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {help}
      {props.error && (
        <Form.Control.Feedback type="invalid" id={errorId} className="d-block">
          {props.error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

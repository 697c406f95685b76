import { Form } from 'react-bootstrap';
import { optionLabel, useT } from '../../../i18n';

/** A required single-choice question rendered as radio buttons, with its error under the options. */
export function RadioField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  error?: string;
  inline?: boolean;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <Form.Group className="mb-3" role="radiogroup" aria-labelledby={`q-${props.id}-label`}>
      <Form.Label id={`q-${props.id}-label`} className="d-block">
        {props.label}
      </Form.Label>
      {props.options.map((option) => (
        <Form.Check
          key={option}
          inline={props.inline}
          type="radio"
          id={`q-${props.id}-${option}`}
          name={props.id}
          label={optionLabel(t, option)}
          value={option}
          checked={props.value === option}
          isInvalid={Boolean(props.error)}
          onChange={() => props.onChange(option)}
        />
      ))}
      {props.error && <div className="invalid-feedback d-block">{props.error}</div>}
    </Form.Group>
  );
}

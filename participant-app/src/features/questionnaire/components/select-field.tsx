import { Form } from 'react-bootstrap';
import { optionLabel, useT } from '../../../i18n';

export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  error?: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <Form.Group className="mb-3" controlId={`q-${props.id}`}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select
        value={props.value}
        isInvalid={Boolean(props.error)}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{t('questionnaire.select')}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(t, option)}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
    </Form.Group>
  );
}

import { Form } from 'react-bootstrap';

export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group className="mb-3" controlId={`q-${props.id}`}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select
        value={props.value}
        isInvalid={Boolean(props.error)}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">Select...</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
    </Form.Group>
  );
}

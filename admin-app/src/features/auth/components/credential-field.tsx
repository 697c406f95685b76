import { Form } from 'react-bootstrap';

interface CredentialFieldProps {
  controlId: string;
  label: string;
  type: 'email' | 'password';
  name: string;
  autoComplete: string;
  value: string;
  /** The field's message from the last submit; the field shows as invalid while there is one. */
  error: string | undefined;
  onChange: (value: string) => void;
}

/** One labelled field of the admin login, with its invalid-feedback line under it. */
export function CredentialField({ controlId, label, error, onChange, ...input }: CredentialFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...input} isInvalid={Boolean(error)} onChange={(e) => onChange(e.target.value)} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

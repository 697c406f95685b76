import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { NAME_PATTERN } from '@vvq/contracts';
import { ApiError } from '@vvq/ui';
import { AuthCard } from '../../../components/auth-card';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useApiBase } from '../../../lib/use-api-base';
import { signup } from '../api/signup';

export const INVALID_NAME = 'Please enter a valid name';
export const SIGNUP_FAILED = 'Signup failed. Please try again.';

export function SignupPage() {
  const apiBase = useApiBase();
  const navigateLater = useDelayedNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [nameError, setNameError] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    setSuccess('');
    if (!NAME_PATTERN.test(name.trim())) {
      setNameError(INVALID_NAME);
      return;
    }
    setNameError('');
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return;
    }
    setSubmitting(true);
    try {
      const response = await signup(apiBase, { name: name.trim(), email: email.trim() });
      setSuccess(response?.message ?? '');
      navigateLater(paths.login);
    } catch (caught) {
      setError((caught instanceof ApiError && caught.errorField) || SIGNUP_FAILED);
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Sign Up">
      {success && <Alert variant="success">{success}</Alert>}
      {error && <Alert variant="danger">{error}</Alert>}
      <Form onSubmit={onSubmit}>
        <Form.Group className="mb-3" controlId="signup-name">
          <Form.Label>Name</Form.Label>
          <Form.Control
            type="text"
            value={name}
            required
            isInvalid={Boolean(nameError)}
            onChange={(e) => {
              setName(e.target.value);
              setNameError('');
            }}
          />
          <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="signup-email">
          <Form.Label>Email</Form.Label>
          <Form.Control type="email" value={email} required onChange={(e) => setEmail(e.target.value)} />
        </Form.Group>
        <Button type="submit" className="w-100" disabled={submitting}>
          Signup
        </Button>
      </Form>
      <p className="mt-3 mb-0 text-center">
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { NAME_PATTERN } from '@vvq/contracts';
import { ApiError } from '@vvq/ui';
import { AuthCard } from '../../../components/auth-card';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { useSignup } from '../api/signup';

export const INVALID_NAME = 'Please enter a valid name';
export const SIGNUP_FAILED = 'Signup failed. Please try again.';

export function SignupPage() {
  const { mutateAsync: signup } = useSignup();
  const navigateLater = useDelayedNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [nameError, setNameError] = useState('');
  const { error, success, submitting, begin, fail, succeed } = useFormSubmission();

  const nameIsValid = () => {
    const valid = NAME_PATTERN.test(name.trim());
    setNameError(valid ? '' : INVALID_NAME);
    return valid;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!begin(event, nameIsValid)) return;
    try {
      const response = await signup({ name: name.trim(), email: email.trim() });
      succeed(response?.message ?? '');
      navigateLater(paths.login);
    } catch (caught) {
      fail((caught instanceof ApiError && caught.errorField) || SIGNUP_FAILED);
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

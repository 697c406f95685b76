import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { NAME_PATTERN } from '@vvq/contracts';
import { ApiError } from '@vvq/ui';
import { AuthCard } from '../../../components/auth-card';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { en, t as translate, useT, wordApiMessage } from '../../../i18n/later-pages';
import { useSignup } from '../api/signup';

export const INVALID_NAME = en['signup.invalidName'];
export const SIGNUP_FAILED = en['signup.failed'];

export function SignupPage() {
  const { mutateAsync: signup } = useSignup();
  const t = useT();
  const navigateLater = useDelayedNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [nameError, setNameError] = useState('');
  const { error, success, submitting, begin, fail, succeed } = useFormSubmission();

  const nameIsValid = () => {
    const valid = NAME_PATTERN.test(name.trim());
    setNameError(valid ? '' : translate('signup.invalidName'));
    return valid;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!begin(event, nameIsValid)) return;
    try {
      const response = await signup({ name: name.trim(), email: email.trim() });
      succeed(wordApiMessage(response?.message ?? ''));
      navigateLater(paths.login);
    } catch (caught) {
      fail((caught instanceof ApiError && wordApiMessage(caught.errorField)) || translate('signup.failed'));
    }
  };

  return (
    <AuthCard title={t('signup.title')}>
      {success && <Alert variant="success">{success}</Alert>}
      {error && <Alert variant="danger">{error}</Alert>}
      <Form onSubmit={onSubmit}>
        <Form.Group className="mb-3" controlId="signup-name">
          <Form.Label>{t('common.name')}</Form.Label>
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
          <Form.Label>{t('common.email')}</Form.Label>
          <Form.Control type="email" value={email} required onChange={(e) => setEmail(e.target.value)} />
        </Form.Group>
        <Button type="submit" className="w-100" disabled={submitting}>
          {t('signup.submit')}
        </Button>
      </Form>
      <p className="mt-3 mb-0 text-center">
        {t('signup.haveAccount')} <Link to={paths.login}>{t('common.login')}</Link>
      </p>
    </AuthCard>
  );
}

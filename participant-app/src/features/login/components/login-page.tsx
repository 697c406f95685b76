import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { clearParticipantSession, storeLogin } from '../../../lib/session-storage';
import { en, t as translate, useT } from '../../../i18n/later-pages';
import { useLogin } from '../api/login';

export const LOGIN_SUCCESS = en['login.success'];
export const LOGIN_INVALID = en['login.invalid'];
export const LOGIN_NO_USER_ID = en['login.noUserId'];

export function LoginPage() {
  const { mutateAsync: login } = useLogin();
  const t = useT();
  const navigateLater = useDelayedNavigate();
  const [email, setEmail] = useState('');
  const { error, success, submitting, begin, fail, succeed } = useFormSubmission();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!begin(event)) return;
    let response;
    try {
      response = await login({ email: email.trim() });
    } catch {
      fail(translate('login.invalid'));
      return;
    }
    if (response?.user_id === undefined || response.user_id === null) {
      fail(translate('login.noUserId'));
      return;
    }
    // A previous participant's flags and video list must not leak into this login.
    clearParticipantSession();
    storeLogin({ userId: response.user_id, userName: response.name ?? '', token: response.token ?? '' });
    succeed(translate('login.success'));
    navigateLater(paths.dashboard);
  };

  return (
    <AuthCard title={t('login.title')}>
      {success && <Alert variant="success">{success}</Alert>}
      {error && <Alert variant="danger">{error}</Alert>}
      <Form onSubmit={onSubmit}>
        <Form.Group className="mb-3" controlId="login-email">
          <Form.Label>{t('common.email')}</Form.Label>
          <Form.Control type="email" value={email} required onChange={(e) => setEmail(e.target.value)} />
        </Form.Group>
        <Button type="submit" className="w-100" disabled={submitting}>
          {t('common.login')}
        </Button>
      </Form>
      <p className="mt-3 mb-0 text-center">
        {t('login.newHere')} <Link to={paths.signup}>{t('common.signUp')}</Link>
      </p>
    </AuthCard>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { storeAdminSession } from '../../../lib/admin-session';
import { useApiBase } from '../../../lib/use-api-base';
import { adminLogin } from '../api/admin-login';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AdminLoginErrors {
  email?: string;
  password?: string;
}

export function validateAdminLogin(email: string, password: string): AdminLoginErrors {
  const errors: AdminLoginErrors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_FORMAT.test(email.trim())) errors.email = 'Please enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}

export function useAdminLoginForm() {
  const apiBase = useApiBase();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<AdminLoginErrors>({});
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setSuccess('');
    const errors = validateAdminLogin(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;

    setSubmitting(true);
    try {
      const result = await adminLogin(apiBase, { email: email.trim(), password });
      if (!result || result.admin_id === undefined || result.admin_id === null) {
        setError('Login failed: No admin ID returned from server.');
        return;
      }
      storeAdminSession(result.admin_id, result.name ?? '', result.token);
      setSuccess('Login successful!');
      timer.current = setTimeout(() => navigate(paths.dashboard), LOGIN_REDIRECT_DELAY_MS);
    } catch {
      setError('Invalid email or password');
    } finally {
      setSubmitting(false);
    }
  };

  return { email, setEmail, password, setPassword, fieldErrors, error, success, submitting, submit };
}

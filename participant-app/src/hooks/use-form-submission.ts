import { useState, type FormEvent } from 'react';

/**
 * The outcome state every participant form shows (error, success, a disabled button while sending) and the start
 * of every submit: clear the last outcome, run the page's own check, then let the browser's required/email checks
 * speak before anything is sent.
 */
export function useFormSubmission() {
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [submitting, setSubmitting] = useState(false);

  /** True when the submission may go ahead; the button is then disabled until `fail` or `finish`. */
  const begin = (event: FormEvent<HTMLFormElement>, precheck?: () => boolean): boolean => {
    event.preventDefault();
    setError('');
    setSuccess('');
    if (precheck && !precheck()) return false;
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return false;
    }
    setSubmitting(true);
    return true;
  };

  const fail = (message: string) => {
    setError(message);
    setSubmitting(false);
  };

  /** Success keeps the button disabled: the page redirects shortly after. */
  const succeed = (message: string) => setSuccess(message);
  const finish = () => setSubmitting(false);

  return { error, success, submitting, begin, fail, succeed, finish };
}

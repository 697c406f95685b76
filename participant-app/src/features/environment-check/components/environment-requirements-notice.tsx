import { Alert } from 'react-bootstrap';
import { useSilentEnvironmentCheck } from '../hooks/use-silent-environment-check';
import { requirementsText } from '../utils/silent-environment-check';
import { en, useT, wordApiMessage } from '../../../i18n/later-pages';

export const REQUIREMENTS_HEADING = en['check.requirementsHeading'];

/**
 * Before the questionnaire, while the study runs the environment check and it is not passed: the requirements in
 * one sentence and what the browser could already tell, so nobody answers the questionnaire to learn afterwards
 * that their screen is too small. Nothing with the default settings.
 */
export function EnvironmentRequirementsNotice() {
  const check = useSilentEnvironmentCheck();
  const t = useT();
  if (!check.applies) return null;
  const ruledOut = check.reasons.length > 0;
  return (
    <Alert
      variant={ruledOut ? 'warning' : 'info'}
      className="text-start mb-4"
      data-testid="environment-requirements"
    >
      <h2 className="h5">{t('check.requirementsHeading')}</h2>
      <p className={ruledOut || check.hint ? 'mb-2' : 'mb-0'}>
        {requirementsText(check.settings, check.measure.mime_types)}
      </p>
      {ruledOut ? (
        <ul className="mb-0">
          {check.reasons.map((reason) => (
            <li key={reason}>{wordApiMessage(reason)}</li>
          ))}
        </ul>
      ) : (
        check.hint && <p className="mb-0">{check.hint}</p>
      )}
    </Alert>
  );
}

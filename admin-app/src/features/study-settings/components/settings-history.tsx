import { useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'react-bootstrap';
import { PageSpinner, formatLocalDateTime } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { studySettingsHistoryQueryOptions } from '../api/get-study-settings-history';
import { formatSettingValue, settingLabel } from '../utils/format-setting-value';

/** Every recorded change, newest first: who, when, which setting, old → new. */
export function SettingsHistory() {
  const apiBase = useApiBase();
  const { data, isPending, error } = useQuery(studySettingsHistoryQueryOptions(apiBase));

  let body;
  if (isPending) body = <PageSpinner label="Loading the change history" />;
  else if (error) body = <Alert variant="danger">Failed to load the change history.</Alert>;
  else if (data.length === 0) body = <p className="text-muted">No setting has been changed yet.</p>;
  else
    body = (
      <Table striped bordered hover responsive size="sm" aria-labelledby="study-settings-history-heading">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Setting</th>
            <th scope="col">Old → new</th>
          </tr>
        </thead>
        <tbody>
          {data.map((change) => (
            <tr key={change.id}>
              <td className="text-nowrap">{formatLocalDateTime(change.changed_at)}</td>
              <td>{change.admin_email ?? `Admin #${change.admin_id}`}</td>
              <td>{settingLabel(change.key)}</td>
              <td>
                {formatSettingValue(change.key, change.old_value)} →{' '}
                {formatSettingValue(change.key, change.new_value)}
                {change.reset_to &&
                  ` (reset to ${change.reset_to === 'environment' ? "the environment's value" : 'the default'})`}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <section aria-labelledby="study-settings-history-heading" className="mt-5">
      <h2 id="study-settings-history-heading" className="h4 mb-3">
        Change history
      </h2>
      {body}
    </section>
  );
}

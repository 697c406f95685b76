import { useQuery } from '@tanstack/react-query';
import { Alert, Container } from 'react-bootstrap';
import { PageSpinner } from '@vvq/ui';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { studySettingsQueryOptions } from '../api/get-study-settings';
import { SettingsHistory } from './settings-history';
import { SignedLinksCard } from './signed-links-card';
import { StudySettingsForm } from './study-settings-form';

/** Study settings: every setting with its source, saved with PATCH, and the recorded changes. */
export function StudySettingsPage() {
  const apiBase = useApiBase();
  const { data, isPending, error } = useQuery(studySettingsQueryOptions(apiBase));

  let body;
  if (isPending) body = <PageSpinner label="Loading study settings" />;
  else if (error)
    body = isUnauthorized(error) ? null : <Alert variant="danger">Failed to load the study settings.</Alert>;
  else body = <StudySettingsForm saved={data} />;

  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-3">Study settings</h1>
      <p className="text-body-secondary">
        The defaults keep the spec’s journey exactly. Values may start from <code>STUDY_*</code> environment
        variables; what you save here applies at once, and every change is recorded below with who made it and
        when.
      </p>
      {body}
      <SignedLinksCard />
      <SettingsHistory />
    </Container>
  );
}

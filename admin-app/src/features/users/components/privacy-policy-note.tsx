import { useQuery } from '@tanstack/react-query';
import { useApiBase } from '../../../lib/use-api-base';
import { privacyPolicyQueryOptions } from '../api/get-privacy-policy';
import { retentionSummary } from '../utils/retention-summary';

/** The retention policy in force, in one line; nothing while it loads or if it cannot be read (only logged). */
export function PrivacyPolicyNote() {
  const apiBase = useApiBase();
  const policy = useQuery(privacyPolicyQueryOptions(apiBase));
  if (!policy.data) return null;
  return (
    <p className="text-muted small" data-testid="retention-policy">
      {retentionSummary(policy.data.retention)}
    </p>
  );
}

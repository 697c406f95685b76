import { ApiRoutes, type ParticipantExport } from '@vvq/contracts';
import { UnexpectedResponseError } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

/** Everything stored about one participant (an access request), as the API composes it. */
export async function getParticipantExport(apiBase: string, id: number): Promise<ParticipantExport> {
  const data = await adminRequest<unknown>(apiBase, ApiRoutes.admin.participantExport(id));
  if (typeof data !== 'object' || data === null || !('participant' in data)) {
    throw new UnexpectedResponseError('participant export is not an export');
  }
  return data as ParticipantExport;
}

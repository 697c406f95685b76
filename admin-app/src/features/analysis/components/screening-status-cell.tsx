import { Badge } from 'react-bootstrap';
import type { PresentationScreeningStatus } from '@vvq/contracts';
import { SCREENING_STATUS_TEXT } from '../utils/screening-status';

/** Whether this row could flag observers; rows that were not screened are flagged so nobody reads them as clean. */
export function ScreeningStatusCell({ status }: { status: PresentationScreeningStatus | undefined }) {
  if (!status) return <td>—</td>;
  return (
    <td>
      {status === 'screened' ? (
        SCREENING_STATUS_TEXT.screened
      ) : (
        <Badge bg="warning" text="dark">
          {SCREENING_STATUS_TEXT[status]}
        </Badge>
      )}
    </td>
  );
}

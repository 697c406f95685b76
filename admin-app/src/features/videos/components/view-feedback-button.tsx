import { Button, OverlayTrigger, Tooltip } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { countOrZero } from '../../../utils/format';

export function viewFeedbackTooltip(ratingsCount: unknown): string {
  return countOrZero(ratingsCount as number) === 0 ? 'No ratings yet — opens details' : 'View feedback';
}

export function ViewFeedbackButton({ videoId, ratingsCount }: { videoId: number; ratingsCount: unknown }) {
  const navigate = useNavigate();
  return (
    <OverlayTrigger
      placement="left"
      overlay={<Tooltip id={`view-feedback-${videoId}`}>{viewFeedbackTooltip(ratingsCount)}</Tooltip>}
    >
      <Button
        size="sm"
        variant="primary"
        className="text-nowrap"
        onClick={() => navigate(paths.videoFeedback(videoId))}
      >
        View feedback
      </Button>
    </OverlayTrigger>
  );
}

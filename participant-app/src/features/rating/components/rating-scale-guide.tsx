import { Alert, Card } from 'react-bootstrap';
import type { RatingLabelSet } from '@vvq/contracts';

export const VIEWING_DISTANCE_WARNING =
  'Warning: if you have visual sensitivities, please keep a comfortable viewing distance from your screen ' +
  'while watching the videos, and take a break whenever you need one.';

/**
 * Spec section 2, Rate Videos: the ITU-R BT.500 style scale the participant reads before rating. The lines come from
 * the study's label preset (study setting `rating_labels`): the spec's 0 Very Poor … 5 Excellent by default.
 */
export function RatingScaleGuide(props: { guide: RatingLabelSet['guide'] }) {
  return (
    <Card className="shadow-sm mb-4" data-testid="rating-scale-guide">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Rating scale guide
        </Card.Title>
        <ul className="list-inline mb-3">
          {props.guide.map(([score, label]) => (
            <li key={score} className="list-inline-item me-3">
              <strong>{score}</strong> {label}
            </li>
          ))}
        </ul>
        <Alert variant="warning" className="mb-0">
          {VIEWING_DISTANCE_WARNING}
        </Alert>
      </Card.Body>
    </Card>
  );
}

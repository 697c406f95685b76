import { Alert, Card } from 'react-bootstrap';

/** Spec section 2, Rate Videos: the ITU-R BT.500 style scale the participant reads before rating. */
export const SCALE_GUIDE: ReadonlyArray<[number, string]> = [
  [0, 'Very Poor'],
  [1, 'Poor'],
  [2, 'Fair'],
  [3, 'Good'],
  [4, 'Very Good'],
  [5, 'Excellent'],
];

export const VIEWING_DISTANCE_WARNING =
  'Warning: if you have visual sensitivities, please keep a comfortable viewing distance from your screen ' +
  'while watching the videos, and take a break whenever you need one.';

export function RatingScaleGuide() {
  return (
    <Card className="shadow-sm mb-4" data-testid="rating-scale-guide">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Rating scale guide
        </Card.Title>
        <ul className="list-inline mb-3">
          {SCALE_GUIDE.map(([score, label]) => (
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

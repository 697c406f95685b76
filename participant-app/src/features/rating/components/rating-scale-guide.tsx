import { Alert, Card } from 'react-bootstrap';
import type { RatingLabelSet } from '@vvq/contracts';
import { en, useT } from '../../../i18n/later-pages';

export const VIEWING_DISTANCE_WARNING = en['rating.viewingWarning'];

/**
 * Spec section 2, Rate Videos: the ITU-R BT.500 style scale the participant reads before rating. The lines come from
 * the study's label preset (study setting `rating_labels`): the spec's 0 Very Poor … 5 Excellent by default.
 */
export function RatingScaleGuide(props: { guide: RatingLabelSet['guide'] }) {
  const t = useT();
  return (
    <Card className="shadow-sm mb-4" data-testid="rating-scale-guide">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('rating.guideTitle')}
        </Card.Title>
        <ul className="list-inline mb-3">
          {props.guide.map(([score, label]) => (
            <li key={score} className="list-inline-item me-3">
              <strong>{score}</strong> {label}
            </li>
          ))}
        </ul>
        <Alert variant="warning" className="mb-0">
          {t('rating.viewingWarning')}
        </Alert>
      </Card.Body>
    </Card>
  );
}

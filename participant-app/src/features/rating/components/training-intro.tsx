import { useEffect, useRef } from 'react';
import { Button, Card } from 'react-bootstrap';
import { RATING_DEFAULT, type RatingLabelSet } from '@vvq/contracts';
import { en, useT } from '../../../i18n/later-pages';

export const TRAINING_INTRO_TITLE = en['training.title'];
export const TRAINING_INTRO_START = en['training.start'];

/**
 * A short explanation screen before the first training presentation (BT.500 training): what practice is, that it is
 * not counted, and how the sliders work. Shown only in sessions with training; the heading takes the focus.
 */
export function TrainingIntro(props: {
  count: number;
  scoreLabels: RatingLabelSet['slider'];
  onStart: () => void;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const start = props.scoreLabels[RATING_DEFAULT];
  return (
    <Card className="shadow-sm" data-testid="training-intro">
      <Card.Body>
        <h2 className="h4" ref={headingRef} tabIndex={-1}>
          {t('training.title')}
        </h2>
        <p>{props.count === 1 ? t('training.introOne') : t('training.introMany', { count: props.count })}</p>
        <p>{t('training.sliders', { score: RATING_DEFAULT, label: start })}</p>
        <Button onClick={props.onStart}>{t('training.start')}</Button>
      </Card.Body>
    </Card>
  );
}

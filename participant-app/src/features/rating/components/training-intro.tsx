import { useEffect, useRef } from 'react';
import { Button, Card } from 'react-bootstrap';
import { RATING_DEFAULT, type RatingLabelSet } from '@vvq/contracts';

export const TRAINING_INTRO_TITLE = 'Before you start: practice';
export const TRAINING_INTRO_START = 'Start the practice';

/** "The first video is" / "The first 2 videos are". */
function firstVideos(count: number): string {
  return count === 1 ? 'The first video is' : `The first ${count} videos are`;
}

/**
 * A short explanation screen before the first training presentation (BT.500 training): what practice is, that it is
 * not counted, and how the sliders work. Shown only in sessions with training; the heading takes the focus.
 */
export function TrainingIntro(props: {
  count: number;
  scoreLabels: RatingLabelSet['slider'];
  onStart: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const start = props.scoreLabels[RATING_DEFAULT];
  return (
    <Card className="shadow-sm" data-testid="training-intro">
      <Card.Body>
        <h2 className="h4" ref={headingRef} tabIndex={-1}>
          {TRAINING_INTRO_TITLE}
        </h2>
        <p>
          {`${firstVideos(props.count)} for practice, marked Training. Watch and rate ${props.count === 1 ? 'it' : 'them'} as you would any other video: practice lets you get used to the videos, the questions and the sliders, and it is not counted in the results.`}
        </p>
        <p>
          {`Every slider starts at ${RATING_DEFAULT} ('${start}'). Move each one to the score that matches what you saw, then press Submit. If a video shows an instruction, please follow it.`}
        </p>
        <Button onClick={props.onStart}>{TRAINING_INTRO_START}</Button>
      </Card.Body>
    </Card>
  );
}

import { useState, type Ref } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { RATING_DEFAULT, type AssignedVideo, type RatingLabelSet } from '@vvq/contracts';
import { ConfirmDialog } from '@vvq/ui';
import { useStudySettings } from '../../study-settings/hooks/use-study-settings';
import { useHiddenTime } from '../hooks/use-hidden-time';
import { usePlaybackIntegrity } from '../hooks/use-playback-integrity';
import { currentViewingContext } from '../utils/viewing-context';
import type { RatingBody } from '../api/submit-with-recovery';
import { RatingSlider } from './rating-slider';

export const CONFIRM_SUBMIT = 'Submit your feedback?';
export const SUBMITTED_NOTE = 'Feedback submitted for this video';
export const WATCH_TO_END_NOTE =
  'Please watch the video to its end first: the rating form unlocks once it has played through once.';

/** Spec order of the four sliders. */
const SLIDERS = [
  { key: 'clarity', label: 'Visual Clarity' },
  { key: 'depth', label: 'Depth Perception' },
  { key: 'interaction', label: 'Ease of Interaction' },
  { key: 'overall', label: 'Overall Experience' },
] as const;

type Scores = Record<(typeof SLIDERS)[number]['key'], number>;
const DEFAULT_SCORES: Scores = {
  clarity: RATING_DEFAULT,
  depth: RATING_DEFAULT,
  interaction: RATING_DEFAULT,
  overall: RATING_DEFAULT,
};

export function VideoRatingCard(props: {
  title: string;
  video: AssignedVideo;
  done: boolean;
  /** The slider captions of the study's label preset. */
  scoreLabels: RatingLabelSet['slider'];
  /** The card's heading, where focus lands when this card is the next one to rate. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Resolves once the submission (with its recovery) has finished, whatever the outcome. */
  onSubmit: (body: RatingBody) => Promise<void>;
}) {
  const [scores, setScores] = useState<Scores>(DEFAULT_SCORES);
  const [comments, setComments] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Stalls, first end (played_to_end) and time the tab was hidden: the trial's playback integrity (issue 10).
  const playback = usePlaybackIntegrity();
  const hiddenSeconds = useHiddenTime(playback.started);
  const { settings } = useStudySettings();
  const waitingForEnd = settings.require_full_playback && !playback.playedToEnd && !props.done;
  const locked = props.done || submitting || waitingForEnd;
  const idPrefix = `video-${props.video.trial_id}`;

  const submit = async () => {
    setConfirming(false);
    if (props.done || submitting) return;
    setSubmitting(true);
    try {
      await props.onSubmit({
        ...scores,
        comments: comments.trim() === '' ? null : comments.trim(),
        ...currentViewingContext(playback.playedToEnd),
        ...playback.figures(),
        hidden_seconds: hiddenSeconds(),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card className="shadow-sm h-100" data-testid="video-card" data-done={props.done ? 'true' : 'false'}>
      <Card.Header as="h2" className="h5" ref={props.headingRef} tabIndex={-1}>
        {props.title}
      </Card.Header>
      <div className="ratio ratio-16x9 bg-dark">
        <video
          src={props.video.url}
          controls
          playsInline
          preload="metadata"
          data-testid="rating-video"
          {...playback.handlers}
        />
      </div>
      <Card.Body>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (!locked) setConfirming(true);
          }}
        >
          {waitingForEnd && (
            <Alert variant="info" className="py-2" id={`${idPrefix}-locked`} data-testid="watch-to-end">
              {WATCH_TO_END_NOTE}
            </Alert>
          )}
          <fieldset disabled={locked} aria-describedby={waitingForEnd ? `${idPrefix}-locked` : undefined}>
            {SLIDERS.map((slider) => (
              <RatingSlider
                key={slider.key}
                id={`${idPrefix}-${slider.key}`}
                label={slider.label}
                value={scores[slider.key]}
                disabled={locked}
                scoreLabels={props.scoreLabels}
                onChange={(value) => setScores((current) => ({ ...current, [slider.key]: value }))}
              />
            ))}
            <Form.Group className="mb-3" controlId={`${idPrefix}-comments`}>
              <Form.Label>Additional comments (optional)</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                value={comments}
                onChange={(e) => setComments(e.target.value)}
              />
            </Form.Group>
          </fieldset>
          <Button type="submit" variant={props.done ? 'success' : 'primary'} disabled={locked}>
            {props.done ? 'Submitted' : submitting ? 'Submitting...' : 'Submit'}
          </Button>
          {props.done && (
            <Alert variant="success" className="mt-3 mb-0 py-2">
              {SUBMITTED_NOTE}
            </Alert>
          )}
        </Form>
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title="Submit feedback"
        message={CONFIRM_SUBMIT}
        confirmLabel="Submit"
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

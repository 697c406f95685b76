import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { Alert, Badge, Button, Card, Form } from 'react-bootstrap';
import {
  RATING_DEFAULT,
  isVolumetricUrl,
  type AssignedVideo,
  type RatingDimension,
  type RatingLabelSet,
} from '@vvq/contracts';
import { ConfirmDialog } from '@vvq/ui';
import { useStudySettings } from '../../study-settings';
import { useReportPlaybackFailure } from '../api/report-playback-failure';
import { useHiddenTime } from '../hooks/use-hidden-time';
import { usePlaybackFailure } from '../hooks/use-playback-failure';
import { usePlaybackIntegrity } from '../hooks/use-playback-integrity';
import { currentViewingContext } from '../utils/viewing-context';
import type { RatingBody } from '../api/submit-with-recovery';
import { RatingSlider } from './rating-slider';
import type { VolumetricFigures } from '../../volumetric-player';
import { en, useT, type MessageKey } from '../../../i18n/later-pages';

// The 6DoF player (three.js) loads only when a card shows a volumetric stimulus: 2D studies never fetch it.
const VolumetricPlayerView = lazy(() =>
  import('../../volumetric-player').then((m) => ({ default: m.VolumetricPlayerView })),
);
const NOT_SEEKING = { currentTarget: { seeking: false } as HTMLMediaElement };

export const CONFIRM_SUBMIT = en['rating.confirm'];
export const SUBMITTED_NOTE = en['rating.submittedNote'];
export const REPORT_FAILED_NOTE = en['rating.reportFailed'];
export const WATCH_TO_END_NOTE = en['rating.watchToEnd'];

/** DCR's captions over its two players, in plain words. */
export const REFERENCE_CAPTION = en['rating.dcr.reference'];
export const PROCESSED_CAPTION = en['rating.dcr.processed'];
export const DCR_NOTE = en['rating.dcr.note'];

/** Spec order of the four sliders. */
const SLIDERS = [
  { key: 'clarity', label: 'rating.slider.clarity' },
  { key: 'depth', label: 'rating.slider.depth' },
  { key: 'interaction', label: 'rating.slider.interaction' },
  { key: 'overall', label: 'rating.slider.overall' },
] as const satisfies ReadonlyArray<{ key: string; label: MessageKey }>;

/** `.ratio > *` stretches every child over the player: the instruction keeps to its own height at the top instead. */
const INSTRUCTION_OVER_PLAYER = { height: 'auto', width: 'auto', right: 0, pointerEvents: 'none' } as const;

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
  /** The participant reported that the video does not play and the server released it: the card is done. */
  onSkipped?: () => void;
  /** Reported as not playing (now or before): the card says so instead of offering the form. */
  skipped?: boolean;
}) {
  const t = useT();
  const [scores, setScores] = useState<Scores>(DEFAULT_SCORES);
  // Sliders start at RATING_DEFAULT: which ones the participant moved tells an untouched slider from a chosen 3.
  const [moved, setMoved] = useState<ReadonlySet<RatingDimension>>(new Set());
  const [comments, setComments] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Stalls, first end (played_to_end) and time the tab was hidden: the trial's playback integrity.
  const playback = usePlaybackIntegrity();
  const hiddenSeconds = useHiddenTime(playback.started);
  const { settings } = useStudySettings();
  const skipped = Boolean(props.skipped || props.video.playback_failed);
  const volumetric = isVolumetricUrl(props.video.url);
  const volumetricFigures = useRef<(() => VolumetricFigures) | null>(null);
  // A file this browser cannot play: said in plain words, with a report that skips it (never rated). The 6DoF
  // player has no <video> element to watch; it reports its own frames.
  const watch = usePlaybackFailure(!props.done && !skipped && !volumetric);
  const report = useReportPlaybackFailure();
  const unplayable = watch.failure !== null && !props.done && !skipped;
  // An unplayable video never reaches its end: the note would wait forever, so the failure replaces it.
  const waitingForEnd =
    settings.require_full_playback && !playback.playedToEnd && !props.done && !skipped && !unplayable;
  const locked = props.done || skipped || submitting || waitingForEnd || unplayable;
  const idPrefix = `video-${props.video.trial_id}`;
  const instruction = props.video.instruction;
  const describedBy =
    [
      props.video.reference_url ? `${idPrefix}-dcr` : null,
      waitingForEnd ? `${idPrefix}-locked` : null,
      instruction ? `${idPrefix}-instruction` : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const submit = async () => {
    setConfirming(false);
    if (props.done || submitting) return;
    setSubmitting(true);
    try {
      await props.onSubmit({
        ...scores,
        moved: SLIDERS.map((slider) => slider.key).filter((key) => moved.has(key)),
        comments: comments.trim() === '' ? null : comments.trim(),
        ...currentViewingContext(playback.playedToEnd),
        ...playback.figures(),
        hidden_seconds: hiddenSeconds(),
        ...(volumetric ? (volumetricFigures.current?.() ?? {}) : {}),
      });
    } finally {
      setSubmitting(false);
    }
  };

  const sendReport = async () => {
    if (!watch.failure || report.isPending) return;
    try {
      await report.mutateAsync({
        trial_id: props.video.trial_id,
        error_code: watch.failure.code,
        error_message: watch.failure.message,
        user_agent: navigator.userAgent.slice(0, 500),
      });
      props.onSkipped?.();
    } catch (error) {
      console.error('Playback failure report failed', error);
    }
  };

  const integrity = playback.handlers;
  const failures = watch.handlers;

  // The rated video's player: the whole card's player under ACR, the second of two under DCR.
  const player = (
    <div className="ratio ratio-16x9 bg-dark">
      {volumetric ? (
        <Suspense fallback={null}>
          <VolumetricPlayerView
            url={props.video.url}
            trialId={props.video.trial_id}
            loop={settings.volumetric_loop}
            antialias={settings.volumetric_antialias}
            immersive={settings.volumetric_immersive}
            onPlaying={playback.handlers.onPlaying}
            onWaiting={() => playback.handlers.onWaiting(NOT_SEEKING)}
            onEnded={playback.handlers.onEnded}
            figuresRef={volumetricFigures}
          />
        </Suspense>
      ) : (
        <video
          src={props.video.url}
          controls
          playsInline
          preload="metadata"
          data-testid="rating-video"
          onPlaying={integrity.onPlaying}
          onWaiting={integrity.onWaiting}
          onPause={() => {
            integrity.onPause();
            failures.onPause();
          }}
          onEnded={() => {
            integrity.onEnded();
            failures.onEnded();
          }}
          onError={failures.onError}
          onLoadedMetadata={failures.onLoadedMetadata}
          onTimeUpdate={failures.onTimeUpdate}
          onPlay={failures.onPlay}
        />
      )}
      {/*
       * A trap clip's instruction (the score to give, in the study's scale words) sits over the top of the player,
       * where it cannot be missed; it lets clicks through to the player and describes the form below.
       */}
      {instruction && (
        <div
          id={`${idPrefix}-instruction`}
          className="m-2 p-2 rounded bg-warning text-dark fw-semibold small"
          style={INSTRUCTION_OVER_PLAYER}
          data-testid="trap-instruction"
        >
          {instruction}
        </div>
      )}
    </div>
  );

  return (
    <Card
      className="shadow-sm h-100"
      data-testid="video-card"
      data-done={props.done ? 'true' : 'false'}
      data-skipped={skipped ? 'true' : undefined}
    >
      <Card.Header as="h2" className="h5" ref={props.headingRef} tabIndex={-1}>
        {props.title}
        {/* BT.500 training presentation: rated like the others, left out of every result. */}
        {props.video.kind === 'training' && (
          <Badge bg="secondary" className="ms-2" data-testid="training-badge">
            {t('rating.training')}
          </Badge>
        )}
      </Card.Header>
      {props.video.reference_url ? (
        // DCR / DSIS: the reference, then the processed video; side by side on wide screens, one above the other
        // on narrow ones. Playback integrity (and the full-playback lock) follows the processed video, the one rated.
        <div className="row g-2 mx-0 mt-2" data-testid="dcr-players">
          <p className="small text-muted mb-1" id={`${idPrefix}-dcr`}>
            {t('rating.dcr.note')}
          </p>
          <figure className="col-12 col-lg-6 mb-0" data-testid="dcr-reference">
            <figcaption className="fw-semibold">1. {t('rating.dcr.reference')}</figcaption>
            <div className="ratio ratio-16x9 bg-dark">
              <video
                src={props.video.reference_url}
                controls
                playsInline
                preload="metadata"
                aria-label={t('rating.dcr.reference')}
                data-testid="reference-video"
              />
            </div>
          </figure>
          <figure className="col-12 col-lg-6 mb-0" data-testid="dcr-processed">
            <figcaption className="fw-semibold">2. {t('rating.dcr.processed')}</figcaption>
            {player}
          </figure>
        </div>
      ) : (
        player
      )}
      <Card.Body>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (!locked) setConfirming(true);
          }}
        >
          {skipped && (
            <Alert variant="secondary" className="py-2" role="status" data-testid="playback-skipped">
              {t('playback.skipped')}
            </Alert>
          )}
          {unplayable && (
            <Alert variant="warning" className="py-2" role="alert" data-testid="playback-failed">
              <p className="mb-2">{t('playback.failed')}</p>
              <Button
                variant="outline-dark"
                size="sm"
                disabled={report.isPending}
                onClick={() => void sendReport()}
              >
                {t('playback.report')}
              </Button>
              {report.isError && <p className="mb-0 mt-2">{t('rating.reportFailed')}</p>}
            </Alert>
          )}
          {waitingForEnd && (
            <Alert variant="info" className="py-2" id={`${idPrefix}-locked`} data-testid="watch-to-end">
              {t('rating.watchToEnd')}
            </Alert>
          )}
          <fieldset disabled={locked} aria-describedby={describedBy}>
            {SLIDERS.map((slider) => (
              <RatingSlider
                key={slider.key}
                id={`${idPrefix}-${slider.key}`}
                label={t(slider.label)}
                value={scores[slider.key]}
                disabled={locked}
                scoreLabels={props.scoreLabels}
                onChange={(value) => {
                  setScores((current) => ({ ...current, [slider.key]: value }));
                  setMoved((current) => new Set(current).add(slider.key));
                }}
              />
            ))}
            <Form.Group className="mb-3" controlId={`${idPrefix}-comments`}>
              <Form.Label>{t('rating.comments')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                value={comments}
                onChange={(e) => setComments(e.target.value)}
              />
            </Form.Group>
          </fieldset>
          <Button type="submit" variant={props.done ? 'success' : 'primary'} disabled={locked}>
            {props.done && !skipped
              ? t('rating.submitted')
              : submitting
                ? t('rating.submitting')
                : t('common.submit')}
          </Button>
          {props.done && !skipped && (
            <Alert variant="success" className="mt-3 mb-0 py-2">
              {t('rating.submittedNote')}
            </Alert>
          )}
        </Form>
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title={t('rating.confirmTitle')}
        message={t('rating.confirm')}
        confirmLabel={t('common.submit')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

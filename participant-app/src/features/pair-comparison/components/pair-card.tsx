import { lazy, Suspense, useState, type Ref } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import {
  isVolumetricUrl,
  type AssignedPair,
  type PairChoice,
  type PairJudgementBody,
  type RatingDimension,
} from '@vvq/contracts';
import { useStudySettings } from '../../study-settings';
import { useT, type MessageKey } from '../../../i18n';

// The 6DoF player (three.js) loads only when a pair shows volumetric stimuli: 2D studies never fetch it.
const VolumetricPlayerView = lazy(() =>
  import('../../volumetric-player').then((m) => ({ default: m.VolumetricPlayerView })),
);

/** The dimensions in the rating sliders' order, named with the sliders' words. */
const QUESTIONS = [
  { key: 'clarity', label: 'rating.slider.clarity' },
  { key: 'depth', label: 'rating.slider.depth' },
  { key: 'interaction', label: 'rating.slider.interaction' },
  { key: 'overall', label: 'rating.slider.overall' },
] as const satisfies ReadonlyArray<{ key: RatingDimension; label: MessageKey }>;

type Answers = Partial<Record<RatingDimension, PairChoice>>;

/**
 * One pair: video A and video B (side by side on wide screens, A above B on narrow ones, so "left"/"right" are
 * named A and B in the texts), then one "which is better?" question per dimension and a submit button. The
 * server checks the same rules (every question answered, "no difference" only where allowed). A volumetric stimulus
 * plays in the 6DoF player, each side in its own, looping as the study says; a pair's viewing paths are not recorded
 * (a judgement carries no pose log: docs/experimenter/test-methods.md).
 */
export function PairCard(props: {
  title: string;
  pair: AssignedPair;
  allowTie: boolean;
  done: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onSubmit: (body: PairJudgementBody) => Promise<void>;
}) {
  const t = useT();
  const { settings } = useStudySettings();
  const [answers, setAnswers] = useState<Answers>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `pair-${props.pair.pair_trial_id}`;
  const options: Array<{ value: PairChoice; label: string }> = [
    { value: 'left', label: t('pc.videoA') },
    { value: 'right', label: t('pc.videoB') },
    ...(props.allowTie ? [{ value: 'tie' as const, label: t('pc.noDifference') }] : []),
  ];

  const submit = async () => {
    if (QUESTIONS.some((q) => !answers[q.key])) {
      setError(t('pc.answerAll'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await props.onSubmit(answers as PairJudgementBody);
    } catch {
      setError(t('pc.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="h-100" data-testid="pair-card">
      <Card.Body>
        <Card.Title as="h2" className="h5" tabIndex={-1} ref={props.headingRef}>
          {props.title}
        </Card.Title>
        <Row xs={1} md={2} className="g-3 mb-3">
          {(['left', 'right'] as const).map((side) => (
            <Col key={side}>
              <figure className="mb-0">
                <figcaption className="fw-semibold mb-1">
                  {side === 'left' ? t('pc.videoA') : t('pc.videoB')}
                </figcaption>
                {isVolumetricUrl(props.pair[side].url) ? (
                  <div className="ratio ratio-16x9 bg-dark">
                    <Suspense fallback={null}>
                      <VolumetricPlayerView
                        url={props.pair[side].url}
                        trialId={props.pair.pair_trial_id}
                        loop={settings.volumetric_loop}
                        antialias={settings.volumetric_antialias}
                      />
                    </Suspense>
                  </div>
                ) : (
                  // Native controls: play, pause and replay both as often as wanted before choosing.
                  <video
                    className="w-100"
                    src={props.pair[side].url}
                    controls
                    playsInline
                    preload="metadata"
                    aria-label={side === 'left' ? t('pc.videoA') : t('pc.videoB')}
                  />
                )}
              </figure>
            </Col>
          ))}
        </Row>
        {props.done ? (
          <Alert variant="success" className="mb-0" data-testid="pair-submitted">
            {t('pc.submitted')}
          </Alert>
        ) : (
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {QUESTIONS.map((q) => (
              <fieldset key={q.key} className="mb-3">
                <legend className="fs-6 fw-semibold">{t('pc.question', { dimension: t(q.label) })}</legend>
                {options.map((o) => (
                  <Form.Check
                    key={o.value}
                    inline
                    type="radio"
                    id={`${id}-${q.key}-${o.value}`}
                    name={`${id}-${q.key}`}
                    label={o.label}
                    checked={answers[q.key] === o.value}
                    onChange={() => setAnswers((a) => ({ ...a, [q.key]: o.value }))}
                  />
                ))}
              </fieldset>
            ))}
            {error && (
              <Alert variant="danger" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" disabled={sending}>
              {sending ? t('pc.submitting') : t('pc.submit')}
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}

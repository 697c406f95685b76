import { useId, useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import {
  QUALITY_MARK_KINDS,
  RATING_DEFAULT,
  RATING_DIMENSIONS,
  RATING_LABEL_SETS,
  TRAP_INSTRUCTION_MAX_LENGTH,
  trapInstruction,
  type AdminVideoRow,
  type QualityMarkKind,
  type QualityMarkRequest,
  type QualityTargets,
  type RatingDimension,
} from '@vvq/contracts';
import { KIND_LABELS } from '../utils/describe-quality';
import { VideoSelect } from './video-select';

interface TargetInput {
  on: boolean;
  score: number;
  tolerance: number;
}

const FRESH_TARGETS = Object.fromEntries(
  RATING_DIMENSIONS.map((d) => [d, { on: d === 'overall', score: 5, tolerance: 1 }]),
) as Record<RatingDimension, TargetInput>;

function targetsOf(kind: QualityMarkKind, inputs: Record<RatingDimension, TargetInput>): QualityTargets {
  const targets: QualityTargets = {};
  for (const d of RATING_DIMENSIONS) {
    const t = inputs[d];
    if (t.on) targets[d] = { score: t.score, tolerance: kind === 'trap' ? 0 : t.tolerance };
  }
  return targets;
}

/**
 * The request the form describes: training takes no targets; a trap's tolerance is 0 and it carries the instruction
 * the participant reads over the clip (the server enforces both too).
 */
export function markRequest(
  kind: QualityMarkKind,
  inputs: Record<RatingDimension, TargetInput>,
  instruction = '',
): QualityMarkRequest {
  if (kind === 'training') return { kind };
  const targets = targetsOf(kind, inputs);
  return kind === 'trap' ? { kind, targets, instruction: instruction.trim() } : { kind, targets };
}

export interface MarkVideoFormProps {
  videos: readonly AdminVideoRow[];
  /** The slider captions of the study's label preset: a trap's suggested instruction uses these words. */
  scoreLabels?: Readonly<Record<number, string>>;
  onSubmit: (videoId: number, request: QualityMarkRequest, label: string) => Promise<void>;
}

/** Choose a catalogue video and what it becomes; gold and trap take a score per checked dimension. */
export function MarkVideoForm({
  videos,
  scoreLabels = RATING_LABEL_SETS.spec.slider,
  onSubmit,
}: MarkVideoFormProps) {
  const id = useId();
  const [videoId, setVideoId] = useState('');
  const [kind, setKind] = useState<QualityMarkKind>('training');
  const [inputs, setInputs] = useState(FRESH_TARGETS);
  // The admin's own wording once they edit it; until then the text follows the scores asked for.
  const [edited, setEdited] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (d: RatingDimension, patch: Partial<TargetInput>) =>
    setInputs((all) => ({ ...all, [d]: { ...all[d], ...patch } }));
  const noTarget = kind !== 'training' && !RATING_DIMENSIONS.some((d) => inputs[d].on);
  const suggested = trapInstruction(targetsOf('trap', inputs), scoreLabels);
  const instruction = edited ?? suggested;
  const noInstruction = kind === 'trap' && instruction.trim() === '';
  // An untouched submission gives RATING_DEFAULT everywhere: a trap asking for it cannot tell attention apart.
  const asksForStart =
    kind === 'trap' &&
    !noTarget &&
    RATING_DIMENSIONS.every((d) => !inputs[d].on || inputs[d].score === RATING_DEFAULT);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const video = videos.find((v) => String(v.video_id) === videoId);
    if (!video || busy || noTarget || noInstruction) return;
    setBusy(true);
    try {
      await onSubmit(video.video_id, markRequest(kind, inputs, instruction), `video ${video.video_id}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Mark a video
      </h2>
      <Row className="g-3 align-items-end">
        <Col md={6}>
          <VideoSelect
            controlId={`${id}-video`}
            label="Video"
            value={videoId}
            onChange={setVideoId}
            videos={videos}
          />
        </Col>
        <Col md={3}>
          <Form.Group controlId={`${id}-kind`}>
            <Form.Label>Use as</Form.Label>
            <Form.Select value={kind} onChange={(e) => setKind(e.target.value as QualityMarkKind)}>
              {QUALITY_MARK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      {kind !== 'training' && (
        <fieldset className="mt-3">
          <legend className="h6">
            {kind === 'gold' ? 'Expected score and tolerance per dimension' : 'Score the clip asks for'}
          </legend>
          {RATING_DIMENSIONS.map((d) => (
            <Row key={d} className="g-2 align-items-center mb-1">
              <Col xs={4} md={2}>
                <Form.Check
                  id={`${id}-${d}-on`}
                  label={d}
                  checked={inputs[d].on}
                  onChange={(e) => update(d, { on: e.target.checked })}
                />
              </Col>
              <Col xs={kind === 'gold' ? 4 : 8} md={3}>
                <Form.Select
                  aria-label={`${d} score`}
                  value={inputs[d].score}
                  disabled={!inputs[d].on}
                  onChange={(e) => update(d, { score: Number(e.target.value) })}
                >
                  {[1, 2, 3, 4, 5].map((s) => (
                    <option key={s} value={s}>
                      {scoreLabels[s] ? `${s} — ${scoreLabels[s]}` : s}
                    </option>
                  ))}
                </Form.Select>
              </Col>
              {kind === 'gold' && (
                <Col xs={4} md={2}>
                  <Form.Control
                    type="number"
                    min={0}
                    max={4}
                    step={0.5}
                    aria-label={`${d} tolerance (±)`}
                    value={inputs[d].tolerance}
                    disabled={!inputs[d].on}
                    onChange={(e) => update(d, { tolerance: Number(e.target.value) })}
                  />
                </Col>
              )}
            </Row>
          ))}
          {noTarget && <p className="text-danger small mb-0">Check at least one dimension.</p>}
        </fieldset>
      )}
      {kind === 'trap' && (
        <Form.Group className="mt-3" controlId={`${id}-instruction`}>
          <Form.Label>Instruction shown over the clip</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={TRAP_INSTRUCTION_MAX_LENGTH}
            value={instruction}
            onChange={(e) => setEdited(e.target.value)}
            aria-describedby={`${id}-instruction-help`}
          />
          <Form.Text id={`${id}-instruction-help`}>
            The participant reads this over the player: it must name the score to give, in the study’s scale
            words.
          </Form.Text>
          {edited !== null && edited !== suggested && (
            <div>
              <Button variant="link" size="sm" className="px-0" onClick={() => setEdited(null)}>
                Use the suggested text
              </Button>
            </div>
          )}
          {noInstruction && (
            <p className="text-danger small mb-0">
              A trap needs its instruction: without it every honest rater fails.
            </p>
          )}
          {asksForStart && (
            <p className="text-warning-emphasis small mb-0">
              {`The sliders start at ${RATING_DEFAULT} ('${scoreLabels[RATING_DEFAULT] ?? RATING_DEFAULT}'): an untouched submission already gives ${RATING_DEFAULT}, so an inattentive rater passes this trap. Ask for another score.`}
            </p>
          )}
        </Form.Group>
      )}
      <Button type="submit" className="mt-3" disabled={noTarget || noInstruction}>
        Save mark
      </Button>
    </Form>
  );
}

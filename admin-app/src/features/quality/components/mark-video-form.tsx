import { useId, useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import {
  QUALITY_MARK_KINDS,
  RATING_DIMENSIONS,
  type AdminVideoRow,
  type QualityMarkKind,
  type QualityMarkRequest,
  type QualityTargets,
  type RatingDimension,
} from '@vvq/contracts';
import { KIND_LABELS } from '../utils/describe-quality';

interface TargetInput {
  on: boolean;
  score: number;
  tolerance: number;
}

const FRESH_TARGETS = Object.fromEntries(
  RATING_DIMENSIONS.map((d) => [d, { on: d === 'overall', score: 5, tolerance: 1 }]),
) as Record<RatingDimension, TargetInput>;

/** The request the form describes: training takes no targets; a trap's tolerance is 0 (the server enforces it too). */
export function markRequest(
  kind: QualityMarkKind,
  inputs: Record<RatingDimension, TargetInput>,
): QualityMarkRequest {
  if (kind === 'training') return { kind };
  const targets: QualityTargets = {};
  for (const d of RATING_DIMENSIONS) {
    const t = inputs[d];
    if (t.on) targets[d] = { score: t.score, tolerance: kind === 'trap' ? 0 : t.tolerance };
  }
  return { kind, targets };
}

export interface MarkVideoFormProps {
  videos: readonly AdminVideoRow[];
  onSubmit: (videoId: number, request: QualityMarkRequest, label: string) => Promise<void>;
}

/** Choose a catalogue video and what it becomes; gold and trap take a score per checked dimension. */
export function MarkVideoForm({ videos, onSubmit }: MarkVideoFormProps) {
  const id = useId();
  const [videoId, setVideoId] = useState('');
  const [kind, setKind] = useState<QualityMarkKind>('training');
  const [inputs, setInputs] = useState(FRESH_TARGETS);
  const [busy, setBusy] = useState(false);
  const update = (d: RatingDimension, patch: Partial<TargetInput>) =>
    setInputs((all) => ({ ...all, [d]: { ...all[d], ...patch } }));
  const noTarget = kind !== 'training' && !RATING_DIMENSIONS.some((d) => inputs[d].on);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const video = videos.find((v) => String(v.video_id) === videoId);
    if (!video || busy || noTarget) return;
    setBusy(true);
    try {
      await onSubmit(video.video_id, markRequest(kind, inputs), `video ${video.video_id}`);
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
          <Form.Group controlId={`${id}-video`}>
            <Form.Label>Video</Form.Label>
            <Form.Select value={videoId} onChange={(e) => setVideoId(e.target.value)} required>
              <option value="">Choose a video…</option>
              {videos.map((v) => (
                <option key={v.video_id} value={v.video_id}>
                  {`${v.video_id} — ${v.content} ${v.view} ${v.compression_type} qp ${v.qp}`}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
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
              <Col xs={4} md={2}>
                <Form.Select
                  aria-label={`${d} score`}
                  value={inputs[d].score}
                  disabled={!inputs[d].on}
                  onChange={(e) => update(d, { score: Number(e.target.value) })}
                >
                  {[1, 2, 3, 4, 5].map((s) => (
                    <option key={s} value={s}>
                      {s}
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
      <Button type="submit" className="mt-3" disabled={noTarget}>
        Save mark
      </Button>
    </Form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { volumetricBaseUrl } from '@vvq/contracts';
import { base64ToBytes, decodePoseLog, type PoseLog, VolumetricPlayer } from '@vvq/volumetric';
import { DRACO_DECODER } from '../utils/decoder-assets';

const SPEEDS = [0.25, 0.5, 1, 2, 4];

/**
 * Replays one trial's viewing path on its stimulus with the participant's renderer: the camera is set from the log
 * (position, quaternion, field of view) and the media frame is the logged one. A scrub bar picks any sample; play
 * walks the samples at their logged times × speed. The canvas carries the camera's world matrix (data-camera) for
 * checks against the log, with the sample it was set from (data-camera-sample).
 */
export function ReplayView(props: { stimulusUrl: string; poseLog: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const player = useRef<VolumetricPlayer | null>(null);
  const [log] = useState<PoseLog>(() => decodePoseLog(base64ToBytes(props.poseLog)));
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [camera, setCamera] = useState<{ index: number; matrix: string } | null>(null);
  const last = log.samples.length - 1;

  useEffect(() => {
    let disposed = false;
    VolumetricPlayer.open({
      canvas: canvas.current!,
      baseUrl: volumetricBaseUrl(props.stimulusUrl),
      decoder: DRACO_DECODER,
      mode: 'replay',
      ringCapacity: 8,
    })
      .then((p) => {
        if (disposed) return p.dispose();
        player.current = p;
        p.start();
        setReady(true);
      })
      .catch(() => !disposed && setError('The stimulus could not be loaded for the replay.'));
    return () => {
      disposed = true;
      player.current?.dispose();
      player.current = null;
    };
  }, [props.stimulusUrl]);

  useEffect(() => {
    const p = player.current;
    const sample = log.samples[index];
    if (!ready || !p || !sample) return;
    let cancelled = false;
    void p.showLogged(sample).then(() => {
      if (!cancelled) setCamera({ index, matrix: JSON.stringify(p.renderer.camera.matrixWorld.elements) });
    });
    return () => {
      cancelled = true;
    };
  }, [ready, index, log]);

  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const wait = (log.samples[index + 1].t - log.samples[index].t) / speed;
    const timer = setTimeout(() => setIndex((i) => Math.min(last, i + 1)), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [playing, index, speed, last, log]);

  if (log.samples.length === 0)
    return <Alert variant="info">The participant's log has no camera samples.</Alert>;
  const sample = log.samples[index];
  return (
    <div>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="ratio ratio-16x9 bg-dark mb-2">
        <canvas
          ref={canvas}
          className="w-100 h-100"
          role="img"
          aria-label={`Replay of the participant's view, sample ${index + 1} of ${last + 1}`}
          data-testid="replay-canvas"
          data-sample={index}
          data-camera={camera?.matrix ?? ''}
          data-camera-sample={camera?.index ?? -1}
        />
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button size="sm" onClick={() => setPlaying((p) => !p)} disabled={!ready} data-testid="replay-play">
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Form.Group controlId="replay-scrub" className="flex-grow-1">
          <Form.Label className="small mb-0">
            Time {(sample.t / 1000).toFixed(2)} s, media frame {sample.frame}
          </Form.Label>
          <Form.Range
            min={0}
            max={last}
            value={index}
            onChange={(e) => setIndex(Number(e.currentTarget.value))}
            data-testid="replay-scrub"
          />
        </Form.Group>
        <Form.Group controlId="replay-speed">
          <Form.Label className="small mb-0">Speed</Form.Label>
          <Form.Select size="sm" value={speed} onChange={(e) => setSpeed(Number(e.currentTarget.value))}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <p className="small text-muted mt-2 mb-0">
        {log.events.length} control events ({[...new Set(log.events.map((e) => e.type))].join(', ') || 'none'}
        ), {log.visibility.filter((v) => !v.visible).length} times hidden.
      </p>
    </div>
  );
}

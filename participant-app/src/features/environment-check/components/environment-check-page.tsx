import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Container, Row } from 'react-bootstrap';
import type { AssignedVideo, EnvironmentCheckResult, PublicStudySettings } from '@vvq/contracts';
import { TEST_CLIP_URL } from '../../../config/media';
import { getUserId } from '../../../lib/session-storage';
import { useSubmitEnvironmentCheck } from '../api/submit-environment-check';
import { useTestClip } from '../hooks/use-test-clip';
import {
  canPlayAll,
  joinMimeTypes,
  measureScreen,
  mimeTypeOf,
  mimeTypesOf,
} from '../utils/measure-environment';
import { measureRenderFps } from '../utils/render-test';

export const CHECK_TITLE = 'Check your screen and browser';
export const CHECK_INTRO =
  'Before the first video we check that your screen is large enough and that your browser plays the study’s videos. It takes a few seconds; a short silent test clip plays.';
export const CHECK_PASSED = 'Your screen and browser are ready. You can rate the videos now.';
export const CHECK_FAILED = 'Your screen or browser does not meet this study’s requirements:';
export const CHECK_SEND_FAILED =
  'The result of the check could not be sent. Please check your connection and try again.';

type Phase = 'idle' | 'running' | 'passed' | 'failed' | 'error';

/** Enters fullscreen from the button press that started the check (browsers allow it only from a user gesture). */
async function enterFullscreen(): Promise<boolean> {
  try {
    await document.documentElement.requestFullscreen();
    return document.fullscreenElement !== null;
  } catch {
    return false;
  }
}

/**
 * The environment check: measures the window, screen and browser, asks whether the assigned videos'
 * format plays, plays a short test clip and, when the study requires it, enters fullscreen; then sends it all to
 * the API, which decides. A failure shows the API's plain-language reasons and is handed to `onFailed`.
 */
export function EnvironmentCheckPage(props: {
  videos: AssignedVideo[];
  settings: PublicStudySettings;
  onPassed: () => void;
  onFailed?: (result: EnvironmentCheckResult) => void;
}) {
  const { mutateAsync: submitEnvironmentCheck } = useSubmitEnvironmentCheck();
  const clip = useTestClip();
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<EnvironmentCheckResult | null>(null);
  const outcome = useRef<HTMLDivElement | null>(null);
  const needsFullscreen = props.settings.require_fullscreen;

  // Focus follows the outcome so a screen-reader user hears it and a keyboard user continues from there.
  useEffect(() => {
    if (phase === 'passed' || phase === 'failed' || phase === 'error') outcome.current?.focus();
  }, [phase]);

  const run = async () => {
    setPhase('running');
    // Fullscreen first: the user gesture that allows it is only good for this first step.
    const fullscreen = needsFullscreen ? await enterFullscreen() : null;
    const mimeTypes = mimeTypesOf([...props.videos.map((v) => v.url), TEST_CLIP_URL]);
    const video = clip.ref.current;
    const played = await clip.play();
    // Volumetric studies only (min_render_fps > 0): WebGL 2 and a short test render; otherwise nothing changes.
    const render = props.settings.min_render_fps > 0 ? await measureRenderFps() : null;
    const body = {
      ...measureScreen(),
      mime_types: joinMimeTypes(
        mimeTypes.length > 0 ? mimeTypes : [mimeTypeOf(TEST_CLIP_URL) ?? 'video/mp4'],
      ),
      codec_supported: video ? canPlayAll(video, mimeTypes) : false,
      test_clip_played: played,
      fullscreen_entered: fullscreen,
      ...(render ?? {}),
    };
    try {
      const answer = await submitEnvironmentCheck({ userId: getUserId() ?? '', body });
      setResult(answer);
      setPhase(answer.passed ? 'passed' : 'failed');
      if (!answer.passed) props.onFailed?.(answer);
    } catch (error) {
      console.error('Environment check submit failed', error);
      setPhase('error');
    }
  };

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col lg={8}>
          <Card className="shadow-sm" data-testid="environment-check">
            <Card.Body>
              <h1 className="h3">{CHECK_TITLE}</h1>
              <p>{CHECK_INTRO}</p>
              {needsFullscreen && (
                <p>
                  This study is watched in fullscreen: the button below also switches your browser to
                  fullscreen.
                </p>
              )}
              <div className="ratio ratio-16x9 bg-dark mb-3" style={{ maxWidth: 240 }}>
                <video
                  ref={clip.ref}
                  src={TEST_CLIP_URL}
                  muted
                  playsInline
                  preload="auto"
                  aria-label="Test clip"
                  data-testid="test-clip"
                />
              </div>
              <div ref={outcome} tabIndex={-1} data-testid="environment-check-outcome">
                {phase === 'passed' && <Alert variant="success">{CHECK_PASSED}</Alert>}
                {phase === 'failed' && result && (
                  <Alert variant="danger">
                    <p className="mb-2">{CHECK_FAILED}</p>
                    <ul className="mb-0" data-testid="environment-check-reasons">
                      {result.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </Alert>
                )}
                {phase === 'error' && <Alert variant="warning">{CHECK_SEND_FAILED}</Alert>}
              </div>
              {phase === 'passed' ? (
                <Button onClick={props.onPassed}>Continue to the videos</Button>
              ) : (
                <Button onClick={() => void run()} disabled={phase === 'running'}>
                  {phase === 'running'
                    ? 'Checking…'
                    : phase === 'idle'
                      ? needsFullscreen
                        ? 'Enter fullscreen and start the check'
                        : 'Start the check'
                      : 'Check again'}
                </Button>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}

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
import { en, useT } from '../../../i18n';

export const CHECK_TITLE = en['check.title'];
export const CHECK_INTRO = en['check.intro'];
export const CHECK_PASSED = en['check.passed'];
export const CHECK_FAILED = en['check.failed'];
export const CHECK_SEND_FAILED = en['check.sendFailed'];

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
  const t = useT();
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
    const body = {
      ...measureScreen(),
      mime_types: joinMimeTypes(
        mimeTypes.length > 0 ? mimeTypes : [mimeTypeOf(TEST_CLIP_URL) ?? 'video/mp4'],
      ),
      codec_supported: video ? canPlayAll(video, mimeTypes) : false,
      test_clip_played: played,
      fullscreen_entered: fullscreen,
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
              <h1 className="h3">{t('check.title')}</h1>
              <p>{t('check.intro')}</p>
              {needsFullscreen && <p>{t('check.fullscreenNote')}</p>}
              <div className="ratio ratio-16x9 bg-dark mb-3" style={{ maxWidth: 240 }}>
                <video
                  ref={clip.ref}
                  src={TEST_CLIP_URL}
                  muted
                  playsInline
                  preload="auto"
                  aria-label={t('check.testClip')}
                  data-testid="test-clip"
                />
              </div>
              <div ref={outcome} tabIndex={-1} data-testid="environment-check-outcome">
                {phase === 'passed' && <Alert variant="success">{t('check.passed')}</Alert>}
                {phase === 'failed' && result && (
                  <Alert variant="danger">
                    <p className="mb-2">{t('check.failed')}</p>
                    <ul className="mb-0" data-testid="environment-check-reasons">
                      {result.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </Alert>
                )}
                {phase === 'error' && <Alert variant="warning">{t('check.sendFailed')}</Alert>}
              </div>
              {phase === 'passed' ? (
                <Button onClick={props.onPassed}>{t('check.continue')}</Button>
              ) : (
                <Button onClick={() => void run()} disabled={phase === 'running'}>
                  {phase === 'running'
                    ? t('check.checking')
                    : phase === 'idle'
                      ? needsFullscreen
                        ? t('check.startFullscreen')
                        : t('check.start')
                      : t('check.again')}
                </Button>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}

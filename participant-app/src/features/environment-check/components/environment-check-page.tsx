import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import type { AssignedVideo, EnvironmentCheckResult, PublicStudySettings } from '@vvq/contracts';
import { getUserId } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { testClipsQueryOptions } from '../api/get-test-clips';
import { useSubmitEnvironmentCheck } from '../api/submit-environment-check';
import { useTestClips } from '../hooks/use-test-clip';
import { chooseTestClips } from '../utils/choose-test-clips';
import { canPlayAll, joinMimeTypes, measureScreen, mimeTypesOf } from '../utils/measure-environment';
import { en, useT, wordApiMessage } from '../../../i18n/later-pages';
import { measureRenderFps } from '../utils/render-test';

export const CHECK_TITLE = en['check.title'];
export const CHECK_INTRO = en['check.intro'];
export const CHECK_PASSED = en['check.passed'];
export const CHECK_FAILED = en['check.failed'];
export const CHECK_NO_CLIPS = en['check.noClips'];
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
  const apiBase = useApiBase();
  const fromApi = useQuery(testClipsQueryOptions(apiBase));
  const clips = chooseTestClips(fromApi.data, props.videos);
  const player = useTestClips();
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
    const mimeTypes = [
      ...new Set([...mimeTypesOf(props.videos.map((v) => v.url)), ...clips.map((c) => c.mime_type)]),
    ];
    const probe = player.first() ?? document.createElement('video');
    const played = await player.playAll(clips.length);
    // Volumetric studies only (min_render_fps > 0): WebGL 2 and a short test render; otherwise nothing changes.
    const render =
      props.settings.min_render_fps > 0
        ? await measureRenderFps(undefined, undefined, props.settings.volumetric_antialias ?? true)
        : null;
    const body = {
      ...measureScreen(),
      mime_types: joinMimeTypes(mimeTypes.length > 0 ? mimeTypes : ['video/mp4']),
      // Nothing to ask about is nothing the browser lacks (the catalogue is empty or its files unknown).
      codec_supported: mimeTypes.length === 0 || canPlayAll(probe, mimeTypes),
      test_clip_played: played,
      test_clips: clips.map((c) => c.url).join(', '),
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
              <h1 className="h3">{t('check.title')}</h1>
              <p>{t('check.intro')}</p>
              {needsFullscreen && <p>{t('check.fullscreenNote')}</p>}
              {clips.length > 0 ? (
                <div className="d-flex flex-wrap gap-2 mb-3">
                  {clips.map((clip, index) => (
                    <div key={clip.url} className="ratio ratio-16x9 bg-dark" style={{ maxWidth: 240 }}>
                      <video
                        ref={player.refFor(index)}
                        src={clip.url}
                        muted
                        playsInline
                        preload="auto"
                        aria-label={
                          clips.length > 1 ? `${t('check.testClip')} ${index + 1}` : t('check.testClip')
                        }
                        data-testid="test-clip"
                      />
                    </div>
                  ))}
                </div>
              ) : (
                !fromApi.isPending && (
                  <Alert variant="info" data-testid="no-test-clips">
                    {t('check.noClips')}
                  </Alert>
                )
              )}
              <div ref={outcome} tabIndex={-1} data-testid="environment-check-outcome">
                {phase === 'passed' && <Alert variant="success">{t('check.passed')}</Alert>}
                {phase === 'failed' && result && (
                  <Alert variant="danger">
                    <p className="mb-2">{t('check.failed')}</p>
                    <ul className="mb-0" data-testid="environment-check-reasons">
                      {result.reasons.map((reason) => (
                        <li key={reason}>{wordApiMessage(reason)}</li>
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

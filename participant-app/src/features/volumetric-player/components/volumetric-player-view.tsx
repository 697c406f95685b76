import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { volumetricBaseUrl } from '@vvq/contracts';
import {
  bytesToBase64,
  encodePoseLog,
  immersiveVrSupported,
  type PlayerState,
  VolumetricPlayer,
  WebGL2UnavailableError,
} from '@vvq/volumetric';
import { en, t as translate, useT, type MessageKey } from '../../../i18n/later-pages';
import { DRACO_DECODER } from '../utils/decoder-assets';

export const PLAYER_HELP = en['player.help'];
export const NO_WEBGL2 = en['player.noWebgl2'];

/**
 * The player library announces keyboard gestures in English ("View turned left"); the live region says them in the
 * participant's language. A sentence without an entry is said as the library wrote it.
 */
const ANNOUNCEMENTS: Readonly<Record<string, MessageKey>> = Object.fromEntries(
  (Object.keys(en) as MessageKey[])
    .filter((key) => /^player\.(turned|moved|zoomed|viewReset)/.test(key))
    .map((key) => [en[key], key]),
);
const announced = (text: string) => (ANNOUNCEMENTS[text] ? translate(ANNOUNCEMENTS[text]) : text);

/** What the rating card reads at submission. */
export interface VolumetricFigures {
  pose_log?: string;
  dropped_frames?: number;
}

export interface VolumetricPlayerViewProps {
  /** The stimulus's sequence.json URL. */
  url: string;
  trialId: number;
  loop?: boolean;
  /** Multisampling (the study setting volumetric_antialias); on when not said. */
  antialias?: boolean;
  /**
   * Offer immersive VR (the study setting volumetric_immersive): an Enter VR button where the browser reports an
   * immersive-vr WebXR session. Off when not said.
   */
  immersive?: boolean;
  /** Playback signals, mapped onto the same meter a <video> feeds. */
  onPlaying?: () => void;
  onWaiting?: () => void;
  onEnded?: () => void;
  /** Receives the function the card calls at submission for the pose log and dropped frames. */
  figuresRef?: { current: (() => VolumetricFigures) | null };
}

/**
 * The 6DoF player of a volumetric stimulus: the canvas takes the keyboard (it is focusable), gestures are
 * announced in a polite live region, Reset view and Full screen are buttons. A spinner shows while frames are
 * awaited; nothing is ever shown at lower quality.
 */
export function VolumetricPlayerView(props: VolumetricPlayerViewProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const player = useRef<VolumetricPlayer | null>(null);
  const [state, setState] = useState<PlayerState | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [fullscreen, setFullscreen] = useState(false);
  /** The browser offers immersive VR (asked only when the study allows it). */
  const [vrSupported, setVrSupported] = useState(false);
  const [inVr, setInVr] = useState(false);
  const t = useT();
  // Unique per player: a pair comparison shows two players of one trial.
  const helpId = `volumetric-help-${useId()}`;
  const callbacks = useRef(props);
  callbacks.current = props;

  useEffect(() => {
    let disposed = false;
    let last: PlayerState | null = null;
    VolumetricPlayer.open({
      canvas: canvas.current!,
      baseUrl: volumetricBaseUrl(props.url),
      decoder: DRACO_DECODER,
      loop: props.loop ?? false,
      antialias: props.antialias ?? true,
      onState: (s) => {
        if (last?.waiting !== s.waiting)
          (s.waiting ? callbacks.current.onWaiting : callbacks.current.onPlaying)?.();
        // The first complete pass is "played to end", looping or not (a stopped player has completed it too).
        const passed = (s: PlayerState | null) => !!s && (s.completedPass || s.ended);
        if (passed(s) && !passed(last)) callbacks.current.onEnded?.();
        last = s;
        setState(s);
      },
      onControl: (_, text) => {
        if (text) setAnnouncement(announced(text));
      },
      onImmersive: (on) => {
        setInVr(on);
        setAnnouncement(translate(on ? 'player.vrEntered' : 'player.vrLeft'));
      },
    })
      .then((p) => {
        if (disposed) return p.dispose();
        player.current = p;
        p.start();
      })
      .catch((e: unknown) => {
        if (!disposed)
          setError(e instanceof WebGL2UnavailableError ? 'player.noWebgl2' : 'player.loadFailed');
      });
    return () => {
      disposed = true;
      player.current?.dispose();
      player.current = null;
    };
  }, [props.url, props.loop, props.antialias]);

  useEffect(() => {
    if (!props.immersive) return setVrSupported(false);
    let current = true;
    void immersiveVrSupported().then((ok) => current && setVrSupported(ok));
    return () => {
      current = false;
    };
  }, [props.immersive]);

  useEffect(() => {
    if (!props.figuresRef) return;
    props.figuresRef.current = () => {
      const p = player.current;
      if (!p) return {};
      return {
        pose_log: bytesToBase64(encodePoseLog(p.poseLog(props.trialId, 0))),
        dropped_frames: p.state().dropped,
      };
    };
  }, [props.figuresRef, props.trialId]);

  useEffect(() => {
    const onChange = () => {
      const on = document.fullscreenElement === wrapper.current;
      setFullscreen(on);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    const p = player.current;
    if (document.fullscreenElement) {
      void document.exitFullscreen();
      p?.record('fullscreen-off', 'button', null);
    } else {
      void wrapper.current?.requestFullscreen?.();
      p?.record('fullscreen-on', 'button', null);
    }
  };

  const toggleVr = () => {
    const p = player.current;
    if (!p) return;
    if (p.immersive) return p.exitImmersive('button');
    // Requested in the click itself: browsers grant an immersive session only from a user gesture.
    p.enterImmersive('button').catch((e: unknown) => {
      console.error('Immersive VR did not start', e);
      setAnnouncement(t('player.vrFailed'));
    });
  };

  return (
    <div ref={wrapper} className="position-relative w-100 h-100 bg-dark" data-testid="volumetric-player">
      <canvas
        ref={canvas}
        className="w-100 h-100 d-block"
        tabIndex={0}
        role="img"
        aria-label={t('player.label')}
        aria-describedby={helpId}
        data-testid="volumetric-canvas"
        data-frame={state?.frame ?? -1}
        data-ended={state?.ended ? 'true' : 'false'}
        data-dropped={state?.dropped ?? 0}
        data-shown={state?.shown ?? 0}
        data-failed={state?.failed ?? 0}
      />
      <p id={helpId} className="visually-hidden">
        {t('player.help')}
      </p>
      <div aria-live="polite" className="visually-hidden" data-testid="volumetric-announcer">
        {announcement}
      </div>
      {error && (
        <Alert
          variant="warning"
          className="position-absolute top-0 start-0 m-2"
          data-testid="volumetric-error"
        >
          {t(error)}
        </Alert>
      )}
      {!error && (state === null || state.waiting) && (
        // The spinner lets the pointer through: the participant may keep turning the view while frames load.
        <div
          className="position-absolute top-50 start-50 translate-middle"
          style={{ pointerEvents: 'none' }}
          data-testid="volumetric-spinner"
        >
          <Spinner animation="border" variant="light" role="status">
            <span className="visually-hidden">{t('player.loading')}</span>
          </Spinner>
        </div>
      )}
      <div className="position-absolute bottom-0 end-0 m-2 d-flex gap-2">
        <Button
          size="sm"
          variant="light"
          onClick={() => {
            player.current?.rig.reset('button');
            setAnnouncement(t('player.viewReset'));
          }}
          data-testid="volumetric-reset"
        >
          {t('player.resetView')}
        </Button>
        <Button size="sm" variant="light" onClick={toggleFullscreen} aria-pressed={fullscreen}>
          {t('player.fullScreen')}
        </Button>
        {vrSupported && !error && (
          <Button size="sm" variant="light" onClick={toggleVr} data-testid="volumetric-vr">
            {t(inVr ? 'player.exitVr' : 'player.enterVr')}
          </Button>
        )}
      </div>
    </div>
  );
}

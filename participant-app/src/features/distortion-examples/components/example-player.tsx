import { lazy, Suspense } from 'react';
import { isVolumetricUrl } from '@vvq/contracts';
import { useStudySettings } from '../../study-settings';

// The 6DoF player (three.js) loads only when a section shows a volumetric example: 2D pages never fetch it.
const VolumetricPlayerView = lazy(() =>
  import('../../volumetric-player').then((m) => ({ default: m.VolumetricPlayerView })),
);

/**
 * One example's player: a muted, looping <video> with controls, or — for a volumetric example — the 6DoF player the
 * rating screen uses, looping, so a participant learns what a distortion looks like exactly as they will rate it.
 */
export function ExamplePlayer(props: { videoId: number; url: string; label?: string }) {
  if (isVolumetricUrl(props.url)) return <VolumetricExample videoId={props.videoId} url={props.url} />;
  return (
    <video
      src={props.url}
      controls
      muted
      loop
      playsInline
      preload="metadata"
      className="w-100 bg-dark"
      aria-label={props.label}
      data-testid="distortion-video"
    />
  );
}

/** Drawn as the study draws its stimuli (multisampling per volumetric_antialias), always looping. */
function VolumetricExample(props: { videoId: number; url: string }) {
  const { settings } = useStudySettings();
  return (
    <div className="ratio ratio-16x9 bg-dark" data-testid="distortion-volumetric">
      <Suspense fallback={null}>
        <VolumetricPlayerView
          url={props.url}
          trialId={props.videoId}
          loop
          antialias={settings.volumetric_antialias}
        />
      </Suspense>
    </div>
  );
}

import { useState, type CSSProperties } from 'react';

const videoStyle: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  zIndex: 0,
  opacity: 0.35,
  pointerEvents: 'none',
};

/**
 * Looping, muted, decorative background clip; the parent must be `position: relative`. None when the study sets none,
 * and gone when the file does not load: the page keeps its plain background instead of an empty player.
 */
export function BackgroundVideo(props: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!props.src || failed === props.src) return null;
  const src = props.src;
  return (
    <video
      onError={() => setFailed(src)}
      data-testid="background-video"
      style={videoStyle}
      src={props.src}
      autoPlay
      loop
      muted
      playsInline
      aria-hidden="true"
    />
  );
}

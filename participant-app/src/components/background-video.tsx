import type { CSSProperties } from 'react';

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

/** Looping, muted, decorative background clip; the parent must be `position: relative`. */
export function BackgroundVideo(props: { src: string }) {
  return (
    <video
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

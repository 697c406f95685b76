// The public surface of the volumetric-player feature (the rating card loads it lazily).
export { VolumetricPlayerView, type VolumetricFigures } from './components/volumetric-player-view';

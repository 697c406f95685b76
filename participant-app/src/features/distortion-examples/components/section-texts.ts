import type { DistortionSectionKey } from '../utils/classify-distortion-examples';

export interface SectionText {
  title: string;
  intro: string;
  example: string;
  details: string[];
}

/** Texts of the four sections; the QP values are the study's levels (spec section 9). */
export const SECTION_TEXTS: Record<DistortionSectionKey, SectionText> = {
  dynamic: {
    title: 'Dynamic Background',
    intro:
      'These videos place the volumetric subject in front of a moving background, as it would appear in a ' +
      'mixed-reality scene.',
    example: 'For example, a person filmed in 3D walks in front of a city street with passing traffic.',
    details: [
      'The subject is shown without added compression.',
      'Movement behind the subject can make small artefacts easier or harder to notice.',
      'Use these clips to get used to watching volumetric video before rating.',
    ],
  },
  geometry_and_texture_compression: {
    title: 'Geometry and Texture Compression',
    intro: 'Both the 3D shape (geometry) and the surface colours (texture) are compressed at the same time.',
    example: 'For example, edges become blocky while the clothing loses its fine patterns.',
    details: [
      'R1 to R5: geometry QP 57, 59, 60, 61, 62 with texture QP 15, 20, 25, 30, 35.',
      'Higher levels combine coarser shapes with blurrier colours.',
    ],
  },
  texture_compression: {
    title: 'Texture Compression',
    intro: 'Only the surface colours are compressed; the geometry stays constant.',
    example: 'For example, the face keeps its shape but skin and fabric look smeared or blocky.',
    details: [
      'R1 to R5: texture QP 25, 30, 35, 40, 55.',
      'Look for colour banding, blur and blocky patches on surfaces.',
    ],
  },
  geometry_compression: {
    title: 'Geometry Compression',
    intro: 'Only the 3D shape is compressed; the texture stays constant at QP 22.',
    example: 'For example, the outline of the body looks jagged or holes appear in the surface.',
    details: [
      'R1 to R5: geometry QP 50, 52, 53, 54, 55.',
      'Look for cracks, holes, floating points and rough edges.',
    ],
  },
};

import type { MessageKey } from '../../../i18n';
import type { DistortionSectionKey } from '../utils/classify-distortion-examples';

/** The catalogue keys of one section's texts. */
export interface SectionText {
  title: MessageKey;
  intro: MessageKey;
  example: MessageKey;
  details: MessageKey[];
}

const PREFIX: Record<DistortionSectionKey, string> = {
  dynamic: 'distortion.dynamic',
  geometry_and_texture_compression: 'distortion.geometryTexture',
  texture_compression: 'distortion.texture',
  geometry_compression: 'distortion.geometry',
};
const DETAILS: Record<DistortionSectionKey, number> = {
  dynamic: 3,
  geometry_and_texture_compression: 2,
  texture_compression: 2,
  geometry_compression: 2,
};

/** Texts of the four sections; the QP values are the study's levels (spec section 9). */
export const SECTION_TEXTS = Object.fromEntries(
  (Object.keys(PREFIX) as DistortionSectionKey[]).map((section) => {
    const key = (name: string) => `${PREFIX[section]}.${name}` as MessageKey;
    const details = Array.from({ length: DETAILS[section] }, (_, i) => key(`detail${i + 1}`));
    return [section, { title: key('title'), intro: key('intro'), example: key('example'), details }];
  }),
) as Record<DistortionSectionKey, SectionText>;

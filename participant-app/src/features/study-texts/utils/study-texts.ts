import { DEFAULT_BACKGROUND_VIDEO, type PublicStudySettings, type StudyFaqEntry } from '@vvq/contracts';

/** The spec's landing texts, word for word: what a study reads while its admins have set none of its own. */
export const SPEC_STUDY_TITLE = 'Volumetric Video Quality Study';
export const SPEC_LANDING_DESCRIPTION =
  'Help us understand how people experience volumetric (3D) video. You will watch a few short clips and rate their quality following the ITU-R BT.500 approach. Participation is voluntary, your data is kept secure and anonymous, and people of all backgrounds are welcome.';
export const SPEC_ABOUT_TEXT =
  'We are a research team working on the quality of volumetric video: video that captures people and objects in three dimensions so they can be viewed from any angle. To improve how such video is compressed and streamed, we need to know how real viewers judge its quality.';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "four videos" for the spec's 4; the study's own count otherwise ("one video", "twelve"… up to ten in words). */
export function videosNamed(count: number): string {
  const word = NUMBER_WORDS[count] ?? String(count);
  return `${word} ${count === 1 ? 'video' : 'videos'}`;
}

/** "four pairs of videos" (a pair-comparison study's videos_per_session counts pairs), in words up to ten. */
export function pairsNamed(count: number): string {
  const word = NUMBER_WORDS[count] ?? String(count);
  return `${word} ${count === 1 ? 'pair' : 'pairs'} of videos`;
}

/** The participant-facing texts a lab changes in the admin area, each falling back to the spec's own. */
export interface StudyTexts {
  title: string;
  headline: string;
  description: string;
  about: string;
  /** "Rating takes only a few minutes: … rate four videos." with the study's videos_per_session. */
  howLong: string;
  /** The study's videos_per_session (the spec's 4 when unset), for the participant's language to word. */
  videos: number;
  /** A pair-comparison study: participants compare `videos` pairs instead of rating videos. */
  pairs: boolean;
  /** The lab's own FAQ entries, or null for the spec's six questions (worded by the language catalogue). */
  faq: readonly StudyFaqEntry[] | null;
  /** The landing and contact pages' background clip (a /media/ path), or null for none. */
  background: string | null;
  /**
   * Which texts are the lab's own. The others are the spec's, which the participant's language catalogue words (the
   * lab's own texts are shown as written, in whatever language the lab wrote them).
   */
  own: {
    title: boolean;
    headline: boolean;
    description: boolean;
    about: boolean;
    count: boolean;
    faq: boolean;
  };
}

/**
 * The one place the participant app reads study texts from (texts in other languages join here). An empty or unset
 * setting means the spec's text.
 */
export function studyTexts(settings: Partial<PublicStudySettings>): StudyTexts {
  const own = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);
  const title = own(settings.study_title) ?? SPEC_STUDY_TITLE;
  // An empty list is no FAQ of the lab's own (the API refuses one; an older answer may lack the key).
  const ownFaq = Array.isArray(settings.faq) && settings.faq.length > 0 ? settings.faq : null;
  return {
    title,
    headline: own(settings.landing_headline) ?? `Welcome to the ${title}`,
    description: own(settings.landing_description) ?? SPEC_LANDING_DESCRIPTION,
    about: own(settings.about_text) ?? SPEC_ABOUT_TEXT,
    faq: ownFaq,
    background:
      settings.background_video === undefined ? DEFAULT_BACKGROUND_VIDEO : own(settings.background_video),
    videos: settings.videos_per_session ?? 4,
    pairs: settings.method === 'pc',
    howLong: `Rating takes only a few minutes: log in, answer a short questionnaire and rate ${videosNamed(settings.videos_per_session ?? 4)}.`,
    own: {
      title: own(settings.study_title) !== null,
      headline: own(settings.landing_headline) !== null,
      description: own(settings.landing_description) !== null,
      about: own(settings.about_text) !== null,
      count: (settings.videos_per_session ?? 4) !== 4,
      faq: ownFaq !== null,
    },
  };
}

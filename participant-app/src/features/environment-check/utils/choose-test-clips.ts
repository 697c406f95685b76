import type { AssignedVideo, TestClip } from '@vvq/contracts';
import { mimeTypeOf } from './measure-environment';

/**
 * The clips the check plays: the API's (the study's own stimuli, one per file type); when that call failed, one
 * assigned video per file type, which is what the participant is about to be shown anyway. Empty when neither has
 * one: the check then says the study has nothing to test with, and holds nothing against the participant.
 */
export function chooseTestClips(fromApi: TestClip[] | undefined, videos: AssignedVideo[]): TestClip[] {
  if (fromApi) return fromApi;
  const byType = new Map<string, TestClip>();
  for (const video of videos) {
    const type = mimeTypeOf(video.url);
    if (video.url && type && !byType.has(type)) byType.set(type, { url: video.url, mime_type: type });
  }
  return [...byType.values()];
}

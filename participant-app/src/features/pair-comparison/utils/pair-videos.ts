import type { AssignedPair, AssignedVideo } from '@vvq/contracts';

/**
 * The pairs' videos in the shape the environment check reads (it tests one clip per file type, from their URLs), so
 * the compare screen runs the same check first as the rating screen. Only url and label matter to the check.
 */
export function pairVideos(pairs: readonly AssignedPair[]): AssignedVideo[] {
  return pairs.flatMap((pair) =>
    [pair.left, pair.right].map((side) => ({
      trial_id: pair.pair_trial_id,
      video_id: side.video_id,
      label: side.label,
      url: side.url,
      submitted: pair.submitted,
      content: pair.content,
      view: '',
      compression_type: '',
      qp: '',
    })),
  );
}

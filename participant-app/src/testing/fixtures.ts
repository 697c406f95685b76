import type { AssignedVideo } from '@vvq/contracts';

export function assignedVideo(trial_id: number, overrides: Partial<AssignedVideo> = {}): AssignedVideo {
  return {
    trial_id,
    video_id: 100 + trial_id,
    content: 'dancer',
    view: 'front',
    compression_type: 'texture',
    qp: '30',
    label: `label-${trial_id}`,
    url: `/media/catalogue/clip-${trial_id}.mp4`,
    submitted: false,
    ...overrides,
  };
}

export const fourVideos = (): AssignedVideo[] => [1, 2, 3, 4].map((id) => assignedVideo(id));

import { evidenceLines } from '../utils/describe-quality';

describe('evidenceLines', () => {
  it('describes a failed gold pair of a pair-comparison study by its choices and known winner', () => {
    expect(
      evidenceLines({
        count: 1,
        threshold: 1,
        items: [
          {
            trial_id: 7,
            video_id: 12,
            kind: 'gold',
            pair: {
              left_video_id: 12,
              right_video_id: 14,
              known_winner_id: 12,
              choices: { clarity: 'right', interaction: 'left', depth: 'left', overall: 'tie' },
              missed: ['clarity', 'overall'],
            },
          },
        ],
      }),
    ).toEqual([
      'gold pair 12 | 14: clarity right, interaction left, depth left, overall tie — expected left (video 12) everywhere',
    ]);
  });

  it('still describes an ACR gold rating by its scores and targets', () => {
    expect(
      evidenceLines({
        count: 1,
        threshold: 1,
        items: [
          {
            trial_id: 3,
            video_id: 5,
            kind: 'gold',
            scores: { clarity: 2, interaction: 2, depth: 2, overall: 1 },
            targets: { overall: { score: 5, tolerance: 1 } },
          },
        ],
      }),
    ).toEqual(['video 5 (gold): clarity 2, interaction 2, depth 2, overall 1 — expected overall 5 ± 1']);
  });
});

import { jest } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { bytesToBase64, encodePoseLog, type PoseLog } from '@vvq/volumetric/pose-log';
import type { VideosService } from '../../videos/index.js';
import type { PoseLogsRepository } from '../pose-logs.repository.js';
import { ViewingPathsService } from '../viewing-paths.service.js';

const VOLUMETRIC = 41;
const FLAT = 42;

function log(trialId: number, videoId: number): string {
  const l: PoseLog = {
    trialId,
    videoId,
    samples: Array.from({ length: 5 }, (_, i) => ({
      t: i * 33,
      frame: i,
      position: [0, 0.5, 3] as [number, number, number],
      quaternion: [0, 0, 0, 1] as [number, number, number, number],
      target: [0, 0.5, 0] as [number, number, number],
      fov: 45,
    })),
    events: [],
    visibility: [],
  };
  return bytesToBase64(encodePoseLog(l));
}

describe('ViewingPathsService: check before the rating transaction, prepare inside it', () => {
  const describeVideos = jest.fn(async (ids: number[]) => {
    return new Map(
      ids.map((id) => [
        id,
        { url: id === VOLUMETRIC ? '/media/volumetric/a/sequence.json' : '/media/catalogue/a.mp4' },
      ]),
    );
  });
  const service = new ViewingPathsService(
    {} as PoseLogsRepository,
    { describe: describeVideos } as unknown as VideosService,
  );
  beforeEach(() => describeVideos.mockClear());

  it('checks a log and counts it without reading anything (pure CPU work, outside the transaction)', () => {
    const checked = service.check({ pose_log: log(7, 0), dropped_frames: 2 }, 7)!;
    expect(checked).toMatchObject({ trialId: 7, loggedVideoId: 0, droppedFrames: 2 });
    expect(checked.counts).toEqual({ samples: 5, durationMs: 132, touched: false, controlEvents: 0 });
    expect(describeVideos).not.toHaveBeenCalled();
    expect(service.check({}, 7)).toBeNull();
  });

  it("refuses a malformed log or another trial's with 400 before anything is read", () => {
    expect(() => service.check({ pose_log: 'AAAA' }, 7)).toThrow(BadRequestException);
    expect(() => service.check({ pose_log: log(8, 0) }, 7)).toThrow('pose_log belongs to another trial');
    expect(describeVideos).not.toHaveBeenCalled();
  });

  it('prepares it from the trial as read with its stimulus URL, without a query of its own', () => {
    const volumetric = { id: 7, video_id: VOLUMETRIC, stimulus_url: '/media/volumetric/a/sequence.json' };
    const flat = { id: 7, video_id: FLAT, stimulus_url: '/media/catalogue/a.mp4' };
    const ok = service.prepare(service.check({ pose_log: log(7, 0) }, 7), volumetric);
    expect(ok).toMatchObject({ trialId: 7, videoId: VOLUMETRIC });
    const named = service.check({ pose_log: log(7, VOLUMETRIC) }, 7);
    expect(service.prepare(named, volumetric)).toMatchObject({ trialId: 7 });
    const other = service.check({ pose_log: log(7, 99) }, 7);
    expect(() => service.prepare(other, volumetric)).toThrow('pose_log belongs to another trial');
    expect(() => service.prepare(service.check({ pose_log: log(7, 0) }, 7), flat)).toThrow(
      'pose_log is only accepted for a volumetric stimulus',
    );
    // A trial read without its stimulus URL is refused, never stored without the log it came with.
    expect(() =>
      service.prepare(service.check({ pose_log: log(7, 0) }, 7), { id: 7, video_id: VOLUMETRIC }),
    ).toThrow('pose_log is only accepted for a volumetric stimulus');
    expect(service.prepare(null, flat)).toBeNull();
    expect(describeVideos).not.toHaveBeenCalled();
  });
});

import type { PerVideoStat } from '@vvq/contracts';
import type { DataColumn } from '@vvq/ui';
import { countOrZero } from '../utils/format';

/**
 * The columns every list of videos starts with (the dashboard's top rated, the Videos page): a running number,
 * the id, the attributes and the number of ratings. `offset` keeps the number counting across pages.
 */
export function videoColumns<Row extends PerVideoStat>(
  offset: number,
  ratingsHeader: string,
): DataColumn<Row>[] {
  return [
    { key: 'number', header: '#', cell: (_video, index) => offset + index + 1 },
    { key: 'video', header: 'Video ID', cell: (video) => video.video_id },
    { key: 'content', header: 'Content', cell: (video) => video.content },
    { key: 'view', header: 'View', cell: (video) => video.view },
    { key: 'compression', header: 'Compression', cell: (video) => video.compression_type },
    { key: 'qp', header: 'QP', cell: (video) => video.qp },
    { key: 'ratings', header: ratingsHeader, cell: (video) => countOrZero(video.ratings_count) },
  ];
}

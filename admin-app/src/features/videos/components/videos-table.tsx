import type { AdminVideoRow } from '@vvq/contracts';
import { DataTable } from '@vvq/ui';
import { UrlCell } from '../../../components/url-cell';
import { videoColumns } from '../../../components/video-columns';
import { formatAverage } from '../../../utils/format';
import { ReferenceToggle } from './reference-toggle';
import { ViewFeedbackButton } from './view-feedback-button';

/** The reference column's state: shown only when the marks could be read. */
export interface ReferenceColumn {
  ids: Set<number>;
  pending: boolean;
  onChange: (videoId: number, isReference: boolean) => void;
}

/** One page of the videos table; `offset` keeps the running number counting across pages. */
export function VideosTable({
  rows,
  offset,
  references = null,
}: {
  rows: AdminVideoRow[];
  offset: number;
  references?: ReferenceColumn | null;
}) {
  return (
    <DataTable
      label="Videos"
      columns={[
        ...videoColumns<AdminVideoRow>(offset, 'Ratings'),
        { key: 'clarity', header: 'Avg Clarity', cell: (video) => formatAverage(video.avg_clarity) },
        {
          key: 'interaction',
          header: 'Avg Interaction',
          cell: (video) => formatAverage(video.avg_interaction),
        },
        { key: 'depth', header: 'Avg Depth', cell: (video) => formatAverage(video.avg_depth) },
        { key: 'overall', header: 'Avg Overall', cell: (video) => formatAverage(video.avg_overall) },
        { key: 'url', header: 'URL', cell: (video) => <UrlCell url={video.video_url} /> },
        ...(references
          ? [
              {
                key: 'reference',
                header: 'Reference',
                cell: (video: AdminVideoRow) => (
                  <ReferenceToggle
                    videoId={video.video_id}
                    content={video.content}
                    checked={references.ids.has(video.video_id)}
                    disabled={references.pending}
                    onChange={references.onChange}
                  />
                ),
              },
            ]
          : []),
        {
          key: 'actions',
          header: 'Actions',
          cell: (video) => <ViewFeedbackButton videoId={video.video_id} ratingsCount={video.ratings_count} />,
        },
      ]}
      rows={rows}
      rowKey={(video) => video.video_id}
    />
  );
}

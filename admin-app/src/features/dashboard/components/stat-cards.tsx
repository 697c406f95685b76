import { Card, Col, Row } from 'react-bootstrap';
import type { VideoRatingStatsResponse } from '@vvq/contracts';
import { countOrZero } from '../../../utils/format';

interface StatCardsProps {
  userCount: number | null;
  videoStats: VideoRatingStatsResponse | null;
}

/** The spec's titles; a pair-comparison study counts pair judgements and says so (the server's `method: 'pc'`). */
const TITLES = {
  acr: { rated: 'Videos Rated', unrated: 'Videos Unrated', total: 'Total Ratings' },
  pc: { rated: 'Videos Judged', unrated: 'Videos Not Judged', total: 'Pair Judgements' },
};

export function StatCards({ userCount, videoStats }: StatCardsProps) {
  const summary = videoStats?.summary;
  const titles = TITLES[summary?.method === 'pc' ? 'pc' : 'acr'];
  const stats = [
    { title: 'User Count', value: String(countOrZero(userCount)) },
    {
      title: titles.rated,
      value: `${countOrZero(summary?.videos_rated)} / ${countOrZero(summary?.total_videos)}`,
    },
    { title: titles.unrated, value: String(countOrZero(summary?.videos_unrated)) },
    { title: titles.total, value: String(countOrZero(summary?.total_ratings)) },
  ];
  return (
    <Row xs={1} sm={2} lg={4} className="g-3 mb-4">
      {stats.map((stat) => (
        <Col key={stat.title}>
          <Card className="h-100 text-center border-primary" data-testid={`stat-${stat.title}`}>
            <Card.Body>
              <Card.Subtitle className="mb-2 text-muted">{stat.title}</Card.Subtitle>
              <div className="fs-3 fw-bold">{stat.value}</div>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

import { Card, Col, Row } from 'react-bootstrap';
import type { VideoRatingStatsResponse } from '@vvq/contracts';
import { countOrZero } from '../../../utils/format';

interface StatCardsProps {
  userCount: number | null;
  videoStats: VideoRatingStatsResponse | null;
}

export function StatCards({ userCount, videoStats }: StatCardsProps) {
  const summary = videoStats?.summary;
  const stats = [
    { title: 'User Count', value: String(countOrZero(userCount)) },
    {
      title: 'Videos Rated',
      value: `${countOrZero(summary?.videos_rated)} / ${countOrZero(summary?.total_videos)}`,
    },
    { title: 'Videos Unrated', value: String(countOrZero(summary?.videos_unrated)) },
    { title: 'Total Ratings', value: String(countOrZero(summary?.total_ratings)) },
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

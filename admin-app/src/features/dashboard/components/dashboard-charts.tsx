import { useMemo } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import type { FeedbackChartResponse, UserGrowthResponse } from '@vvq/contracts';
import { ChartCanvas } from '../../../components/chart-canvas';
import type { ChartConfiguration } from '../../../lib/chart';

/** A chart shows only when both its labels and its data are non-empty (spec section 4). */
export function hasChartData(labels: unknown, data: unknown): boolean {
  return Array.isArray(labels) && labels.length > 0 && Array.isArray(data) && data.length > 0;
}

interface DashboardChartsProps {
  feedback: FeedbackChartResponse | null;
  growth: UserGrowthResponse | null;
}

export function DashboardCharts({ feedback, growth }: DashboardChartsProps) {
  const feedbackConfig = useMemo<ChartConfiguration | null>(() => {
    if (!feedback || !hasChartData(feedback.labels, feedback.scores)) return null;
    return {
      type: 'bar',
      data: {
        labels: feedback.labels,
        datasets: [
          { label: 'Feedback Score', data: feedback.scores, backgroundColor: 'rgba(31, 59, 115, 0.7)' },
        ],
      },
      options: { responsive: true, maintainAspectRatio: false, scales: { y: { beginAtZero: true } } },
    };
  }, [feedback]);

  const growthConfig = useMemo<ChartConfiguration | null>(() => {
    if (!growth || !hasChartData(growth.labels, growth.values)) return null;
    return {
      type: 'line',
      data: {
        labels: growth.labels,
        datasets: [
          {
            label: 'User Growth Over Time',
            data: growth.values,
            borderColor: '#198754',
            tension: 0.2,
            fill: false,
          },
        ],
      },
      options: { responsive: true, maintainAspectRatio: false, scales: { y: { beginAtZero: true } } },
    };
  }, [growth]);

  return (
    <Row xs={1} lg={2} className="g-3 mb-4">
      <Col>
        <Card className="h-100">
          <Card.Body>
            <Card.Title>Feedback Overview</Card.Title>
            {feedbackConfig ? (
              <ChartCanvas config={feedbackConfig} label="Feedback Overview" />
            ) : (
              <p className="text-muted mb-0">No feedback data yet.</p>
            )}
          </Card.Body>
        </Card>
      </Col>
      <Col>
        <Card className="h-100">
          <Card.Body>
            <Card.Title>User Growth</Card.Title>
            {growthConfig ? (
              <ChartCanvas config={growthConfig} label="User Growth" />
            ) : (
              <p className="text-muted mb-0">No growth data for the selected period.</p>
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}

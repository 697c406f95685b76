import { useMemo } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import type { FeedbackChartResponse, UserGrowthResponse } from '@vvq/contracts';
import { ChartCanvas } from '../../../components/chart-canvas';
import type { ChartConfiguration } from '../../../lib/chart';

/** A chart shows only when both its labels and its data are non-empty (spec section 4). */
export function hasChartData(labels: unknown, data: unknown): boolean {
  return Array.isArray(labels) && labels.length > 0 && Array.isArray(data) && data.length > 0;
}

/** Both charts fill their card's height and count from zero. */
const CHART_OPTIONS = { responsive: true, maintainAspectRatio: false, scales: { y: { beginAtZero: true } } };

/** One titled card of the dashboard: its chart (named like the card) or, without data, a muted line. */
function ChartCard(props: { title: string; config: ChartConfiguration | null; emptyText: string }) {
  return (
    <Col>
      <Card className="h-100">
        <Card.Body>
          <Card.Title>{props.title}</Card.Title>
          {props.config ? (
            <ChartCanvas config={props.config} label={props.title} />
          ) : (
            <p className="text-muted mb-0">{props.emptyText}</p>
          )}
        </Card.Body>
      </Card>
    </Col>
  );
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
      options: CHART_OPTIONS,
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
      options: CHART_OPTIONS,
    };
  }, [growth]);

  return (
    <Row xs={1} lg={2} className="g-3 mb-4">
      <ChartCard title="Feedback Overview" config={feedbackConfig} emptyText="No feedback data yet." />
      <ChartCard
        title="User Growth"
        config={growthConfig}
        emptyText="No growth data for the selected period."
      />
    </Row>
  );
}

import { useEffect, useMemo, useState } from 'react';
import type { UserEvent } from '@vvq/contracts';
import { ChartCanvas } from '../../../components/chart-canvas';
import { USER_EVENTS_CHART_DELAY_MS } from '../../../config/constants';
import type { ChartConfiguration } from '../../../lib/chart';
import { buildUserEventsSeries } from '../utils/user-events-series';

/** Line chart of login and logout counts per day, drawn 500 ms after the events arrive (spec section 9). */
export function UserEventsChart({ events }: { events: UserEvent[] | null }) {
  const [drawn, setDrawn] = useState<UserEvent[] | null>(null);

  useEffect(() => {
    if (!events) return undefined;
    const timer = setTimeout(() => setDrawn(events), USER_EVENTS_CHART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [events]);

  const config = useMemo<ChartConfiguration | null>(() => {
    if (!drawn) return null;
    const series = buildUserEventsSeries(drawn);
    if (series.labels.length === 0) return null;
    return {
      type: 'line',
      data: {
        labels: series.labels,
        datasets: [
          { label: 'Login', data: series.logins, borderColor: '#0d6efd', tension: 0.2, fill: false },
          { label: 'Logout', data: series.logouts, borderColor: '#dc3545', tension: 0.2, fill: false },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        scales: { y: { beginAtZero: true, ticks: { stepSize: 1 } } },
      },
    };
  }, [drawn]);

  if (config) return <ChartCanvas config={config} label="User Events" />;
  return drawn ? <p className="text-muted mb-0">No user events yet.</p> : null;
}

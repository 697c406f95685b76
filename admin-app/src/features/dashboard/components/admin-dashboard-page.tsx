import { Container } from 'react-bootstrap';
import { useDashboardStats } from '../hooks/use-dashboard-stats';
import { DashboardCharts } from './dashboard-charts';
import { NavCards } from './nav-cards';
import { StatCards } from './stat-cards';
import { TopRatedVideos } from './top-rated-videos';

export function AdminDashboardPage() {
  const stats = useDashboardStats();
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-4">Admin Dashboard</h1>
      <NavCards />
      <StatCards userCount={stats.userCount} videoStats={stats.videoStats} />
      <DashboardCharts feedback={stats.feedback} growth={stats.growth} />
      <TopRatedVideos perVideo={stats.videoStats?.perVideo} />
    </Container>
  );
}

// The public surface of the admin-dashboard module: the only file other modules and the app root import from it.
export { AdminDashboardModule } from './admin-dashboard.module.js';

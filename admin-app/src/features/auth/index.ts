// What the app layer uses of admin sign-in besides its pages: the route guard and the two server logouts of the bar.
export { RequireAdmin } from './components/require-admin';
export { adminLogout, adminLogoutEverywhere } from './api/admin-logout';

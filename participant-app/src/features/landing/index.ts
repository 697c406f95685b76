// The landing page, the one page the routes load eagerly (exposed/participant-routes.tsx).
export { LandingPage } from './components/landing-page';

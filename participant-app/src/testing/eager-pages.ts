// What src/exposed/lazy-pages.ts exports, imported eagerly: jest maps the routes' './lazy-pages' here (jest.config.cjs)
// so the unit tests render every page synchronously. lazy-pages.test.ts checks both modules export the same pages.
export { SignupPage } from '../features/signup/components/signup-page';
export { LoginPage } from '../features/login/components/login-page';
export { DashboardPage } from '../features/dashboard/components/dashboard-page';
export { QuestionnairePage } from '../features/questionnaire/components/questionnaire-page';
export { RateVideosPage } from '../features/rating/components/rate-videos-page';
export { CompareVideosPage } from '../features/pair-comparison/components/compare-videos-page';
export { ContactPage } from '../features/contact/components/contact-page';
export { CompletionPage } from '../features/panel/components/completion-page';
export { ScreenOutPage } from '../features/panel/components/screen-out-page';
export { DistortionExamplesPage } from '../features/distortion-examples/components/distortion-examples-page';

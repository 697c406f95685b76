import { lazy, type ComponentType } from 'react';

/**
 * One page of a feature, loaded as its own chunk the first time its route is shown, together with the rest of the
 * English catalogue (the first page carries only its own keys): the page renders once both are there, so it never
 * shows a bare key. A page that reads the whole catalogue when its module loads imports it itself (i18n/later-pages).
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), import('../i18n/whole-english')]);
    return { default: page[name] };
  });
}

/*
 * Every page but the landing page is its own chunk, so a visitor's first page downloads neither the other pages nor
 * TanStack Query (which only the pages that read or send data import). Unit tests map this module to
 * src/testing/eager-pages.ts, so the same routes render synchronously there; the browser tests load these chunks for
 * real.
 */
export const SignupPage = lazyPage(() => import('../features/signup/components/signup-page'), 'SignupPage');
export const LoginPage = lazyPage(() => import('../features/login/components/login-page'), 'LoginPage');
export const DashboardPage = lazyPage(
  () => import('../features/dashboard/components/dashboard-page'),
  'DashboardPage',
);
export const QuestionnairePage = lazyPage(
  () => import('../features/questionnaire/components/questionnaire-page'),
  'QuestionnairePage',
);
export const RateVideosPage = lazyPage(
  () => import('../features/rating/components/rate-videos-page'),
  'RateVideosPage',
);
export const CompareVideosPage = lazyPage(
  () => import('../features/pair-comparison/components/compare-videos-page'),
  'CompareVideosPage',
);
export const ContactPage = lazyPage(
  () => import('../features/contact/components/contact-page'),
  'ContactPage',
);
export const CompletionPage = lazyPage(
  () => import('../features/panel/components/completion-page'),
  'CompletionPage',
);
export const ScreenOutPage = lazyPage(
  () => import('../features/panel/components/screen-out-page'),
  'ScreenOutPage',
);
export const DistortionExamplesPage = lazyPage(
  () => import('../features/distortion-examples/components/distortion-examples-page'),
  'DistortionExamplesPage',
);

import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { PageSpinner, SharedQueryClientProvider, useSessionExpiredRedirect } from '@vvq/ui';
import { RequireRole } from '../components/require-role';
import { paths, relativePaths } from '../config/paths';
import { LandingPage } from '../features/landing';
import { participantArea } from '../lib/participant-request';
import {
  CompareVideosPage,
  CompletionPage,
  ContactPage,
  DashboardPage,
  DistortionExamplesPage,
  LoginPage,
  QuestionnairePage,
  RateVideosPage,
  ScreenOutPage,
  SignupPage,
} from './lazy-pages';
import { useParticipantLanguage } from '../features/language';

/** Pages that send a form through TanStack Query (login, signup), inside the page's one QueryClient. */
function PublicFormPages() {
  return (
    <SharedQueryClientProvider>
      <Outlet />
    </SharedQueryClientProvider>
  );
}

/** The participant pages that talk to the server, inside the page's one QueryClient (provided by the shell). */
function ParticipantDataPages() {
  return (
    <RequireRole role="participant">
      <SharedQueryClientProvider>
        <Outlet />
      </SharedQueryClientProvider>
    </RequireRole>
  );
}

/** Relative routes: the shell (or the standalone entry) mounts this under `/*` inside its own router. */
export default function ParticipantRoutes() {
  useSessionExpiredRedirect(participantArea, paths.login);
  useParticipantLanguage();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<LandingPage />} />
        <Route element={<PublicFormPages />}>
          <Route path={relativePaths.signup} element={<SignupPage />} />
          <Route path={relativePaths.login} element={<LoginPage />} />
        </Route>
        <Route element={<ParticipantDataPages />}>
          <Route path={relativePaths.dashboard} element={<DashboardPage />} />
          <Route path={relativePaths.rateVideos} element={<RateVideosPage />} />
          <Route path={relativePaths.compareVideos} element={<CompareVideosPage />} />
          <Route path={relativePaths.distortionExamples} element={<DistortionExamplesPage />} />
          <Route path={relativePaths.completion} element={<CompletionPage />} />
          <Route path={relativePaths.screenOut} element={<ScreenOutPage />} />
          <Route path={relativePaths.questionnaire} element={<QuestionnairePage />} />
          <Route path={relativePaths.contact} element={<ContactPage />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.landing} replace />} />
      </Routes>
    </Suspense>
  );
}

import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '../components/require-role';
import { paths, relativePaths } from '../config/paths';
import { useSessionExpiryRedirect } from '../hooks/use-session-expiry-redirect';
import { ContactPage } from '../features/contact/components/contact-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { DistortionExamplesPage } from '../features/distortion-examples/components/distortion-examples-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { LoginPage } from '../features/login/components/login-page';
import { QuestionnairePage } from '../features/questionnaire/components/questionnaire-page';
import { RateVideosPage } from '../features/rating/components/rate-videos-page';
import { SignupPage } from '../features/signup/components/signup-page';

/** Relative routes: the shell (or the standalone entry) mounts this under `/*` inside its own router. */
export default function ParticipantRoutes() {
  useSessionExpiryRedirect();
  const participant = (page: ReactNode) => <RequireRole role="participant">{page}</RequireRole>;
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route path={relativePaths.signup} element={<SignupPage />} />
      <Route path={relativePaths.login} element={<LoginPage />} />
      <Route path={relativePaths.dashboard} element={participant(<DashboardPage />)} />
      <Route path={relativePaths.questionnaire} element={participant(<QuestionnairePage />)} />
      <Route path={relativePaths.rateVideos} element={participant(<RateVideosPage />)} />
      <Route path={relativePaths.contact} element={participant(<ContactPage />)} />
      <Route path={relativePaths.distortionExamples} element={participant(<DistortionExamplesPage />)} />
      <Route path="*" element={<Navigate to={paths.landing} replace />} />
    </Routes>
  );
}

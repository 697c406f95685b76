import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { PageSpinner, SharedQueryClientProvider, useSessionExpiredRedirect } from '@vvq/ui';
import { paths, routes } from '../config/paths';
import { AllocationPage } from '../features/allocation';
import { AnalysisPage } from '../features/analysis/components/analysis-page';
import { AdminEntryPage } from '../features/auth/components/admin-entry-page';
import { AdminLoginPage } from '../features/auth/components/admin-login-page';
import { RequireAdmin } from '../features/auth';
import { AdminDashboardPage } from '../features/dashboard/components/admin-dashboard-page';
import { AllFeedbackPage } from '../features/feedback/components/all-feedback-page';
import { VideoFeedbackPage } from '../features/feedback/components/video-feedback-page';
import { StudySettingsPage } from '../features/study-settings/components/study-settings-page';
import { AdminMessagesPage } from '../features/messages/components/admin-messages-page';
import { QualityControlPage } from '../features/quality/components/quality-control-page';
import { QuestionnaireDetailPage } from '../features/questionnaires/components/questionnaire-detail-page';
import { QuestionnaireListPage } from '../features/questionnaires/components/questionnaire-list-page';
import { AdminUsersPage } from '../features/users/components/admin-users-page';
import { StimuliPage } from '../features/stimuli';
import { LanguageCataloguesPage } from '../features/languages';
import { AdminVideosPage } from '../features/videos/components/admin-videos-page';
import { adminArea } from '../lib/admin-request';

// The replay brings three.js and the Draco decoder: loaded only when an admin opens it.
const ViewingPathPage = lazy(() =>
  import('../features/viewing-paths/components/viewing-path-page').then((m) => ({
    default: m.ViewingPathPage,
  })),
);

/** The admin screens: behind the guard, inside the page's one QueryClient (provided by the shell). */
function AdminScreens() {
  return (
    <RequireAdmin>
      <SharedQueryClientProvider>
        <Outlet />
      </SharedQueryClientProvider>
    </RequireAdmin>
  );
}

/** Relative routes the shell mounts under /admin/*; no router here (the shell owns the only one). */
export default function AdminRoutes() {
  useSessionExpiredRedirect(adminArea, paths.login);
  return (
    // The first admin screen waits here while TanStack Query loads (SharedQueryClientProvider suspends once).
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<AdminEntryPage />} />
        <Route path={routes.login} element={<AdminLoginPage />} />
        <Route element={<AdminScreens />}>
          <Route path={routes.dashboard} element={<AdminDashboardPage />} />
          <Route path={routes.users} element={<AdminUsersPage />} />
          <Route path={routes.videos} element={<AdminVideosPage />} />
          <Route path={routes.viewFeedback} element={<AllFeedbackPage />} />
          <Route path={routes.videoFeedback} element={<VideoFeedbackPage />} />
          <Route path={routes.messages} element={<AdminMessagesPage />} />
          <Route path={routes.questionnaireList} element={<QuestionnaireListPage />} />
          <Route path={routes.questionnaire} element={<QuestionnaireDetailPage />} />
          <Route path={routes.analysis} element={<AnalysisPage />} />
          <Route path={routes.studySettings} element={<StudySettingsPage />} />
          <Route path={routes.quality} element={<QualityControlPage />} />
          <Route path={routes.viewingPaths} element={<ViewingPathPage />} />
          <Route path={routes.viewingPath} element={<ViewingPathPage />} />
          <Route path={routes.allocation} element={<AllocationPage />} />
          <Route path={routes.stimuli} element={<StimuliPage />} />
          <Route path={routes.languages} element={<LanguageCataloguesPage />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.entry} replace />} />
      </Routes>
    </Suspense>
  );
}

import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, routes } from '../config/paths';
import { AnalysisPage } from '../features/analysis/components/analysis-page';
import { AdminEntryPage } from '../features/auth/components/admin-entry-page';
import { AdminLoginPage } from '../features/auth/components/admin-login-page';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { useUnauthorizedRedirect } from '../features/auth/hooks/use-unauthorized-redirect';
import { AdminDashboardPage } from '../features/dashboard/components/admin-dashboard-page';
import { AllFeedbackPage } from '../features/feedback/components/all-feedback-page';
import { VideoFeedbackPage } from '../features/feedback/components/video-feedback-page';
import { AdminMessagesPage } from '../features/messages/components/admin-messages-page';
import { QuestionnaireDetailPage } from '../features/questionnaires/components/questionnaire-detail-page';
import { QuestionnaireListPage } from '../features/questionnaires/components/questionnaire-list-page';
import { AdminUsersPage } from '../features/users/components/admin-users-page';
import { AdminVideosPage } from '../features/videos/components/admin-videos-page';

const guarded = (page: ReactElement) => <RequireAdmin>{page}</RequireAdmin>;

/** Relative routes the shell mounts under /admin/*; no router here (the shell owns the only one). */
export default function AdminRoutes() {
  useUnauthorizedRedirect();
  return (
    <Routes>
      <Route index element={<AdminEntryPage />} />
      <Route path={routes.login} element={<AdminLoginPage />} />
      <Route path={routes.dashboard} element={guarded(<AdminDashboardPage />)} />
      <Route path={routes.users} element={guarded(<AdminUsersPage />)} />
      <Route path={routes.videos} element={guarded(<AdminVideosPage />)} />
      <Route path={routes.viewFeedback} element={guarded(<AllFeedbackPage />)} />
      <Route path={routes.videoFeedback} element={guarded(<VideoFeedbackPage />)} />
      <Route path={routes.messages} element={guarded(<AdminMessagesPage />)} />
      <Route path={routes.questionnaireList} element={guarded(<QuestionnaireListPage />)} />
      <Route path={routes.questionnaire} element={guarded(<QuestionnaireDetailPage />)} />
      <Route path={routes.analysis} element={guarded(<AnalysisPage />)} />
      <Route path="*" element={<Navigate to={paths.entry} replace />} />
    </Routes>
  );
}

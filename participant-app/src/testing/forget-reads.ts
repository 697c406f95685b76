import { forgetStudySettings } from '../features/study-texts';

// The public study settings are kept by the page for 30 s (features/study-texts); each test mocks its own answer.
beforeEach(() => forgetStudySettings());

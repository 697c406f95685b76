import { InitialSchema1732255200000 } from './1732255200000-initial-schema.js';
import { AdminFeedbackIndexes1732262400000 } from './1732262400000-admin-feedback-indexes.js';
import { Utf8mb4Tables1732265000000 } from './1732265000000-utf8mb4-tables.js';
import { ExactEmailCollation1732266000000 } from './1732266000000-exact-email-collation.js';
import { TokenVersionsAndRateLimits1732270000000 } from './1732270000000-token-versions-and-rate-limits.js';
import { ConsentVersions1732280000000 } from './1732280000000-consent-versions.js';
import { StudySettings1732290000000 } from './1732290000000-study-settings.js';
import { PanelAccounts1732291000000 } from './1732291000000-panel-accounts.js';
import { PlaybackIntegrity1732292000000 } from './1732292000000-playback-integrity.js';
import { QualityControl1732293000000 } from './1732293000000-quality-control.js';
import { CompletionTimes1732294700000 } from './1732294700000-completion-times.js';
import { TrapInstructionsAndMovedSliders1732294800000 } from './1732294800000-trap-instructions-and-moved-sliders.js';
import { AdminTokenRevocations1732297190000 } from './1732297190000-admin-token-revocations.js';
import { StimulusCatalogueColumns1732300000000 } from './1732300000000-stimulus-catalogue-columns.js';
import { StimulusFileChecks1732301000000 } from './1732301000000-stimulus-file-checks.js';
import { StudySettingResets1732302000000 } from './1732302000000-study-setting-resets.js';
import { EnvironmentCheckTestClips1732302100000 } from './1732302100000-environment-check-test-clips.js';
import { PlaybackFailures1732302200000 } from './1732302200000-playback-failures.js';
import { PoseLogs1732303000000 } from './1732303000000-pose-logs.js';
import { EnvironmentCheckRenderTest1732303100000 } from './1732303100000-environment-check-render-test.js';
import { AdaptiveAllocation1732305000000 } from './1732305000000-adaptive-allocation.js';
import { ParticipantLanguage1732307000000 } from './1732307000000-participant-language.js';
import { PairComparison1732311000000 } from './1732311000000-pair-comparison.js';
import { LanguageCatalogues1732313000000 } from './1732313000000-language-catalogues.js';
import { PcGoldPairs1732314000000 } from './1732314000000-pc-gold-pairs.js';
import { PoseLogBytes1732315000000 } from './1732315000000-pose-log-bytes.js';
import { PcDeclaredGoldPairs1732315500000 } from './1732315500000-pc-declared-gold-pairs.js';
import { PoseLogFiguresOnRead1732316000000 } from './1732316000000-pose-log-figures-on-read.js';

/** Every migration in order; the data source runs them at start (never `synchronize`). */
export const MIGRATIONS = [
  InitialSchema1732255200000,
  AdminFeedbackIndexes1732262400000,
  Utf8mb4Tables1732265000000,
  ExactEmailCollation1732266000000,
  TokenVersionsAndRateLimits1732270000000,
  ConsentVersions1732280000000,
  StudySettings1732290000000,
  PanelAccounts1732291000000,
  PlaybackIntegrity1732292000000,
  QualityControl1732293000000,
  CompletionTimes1732294700000,
  TrapInstructionsAndMovedSliders1732294800000,
  AdminTokenRevocations1732297190000,
  StimulusCatalogueColumns1732300000000,
  StimulusFileChecks1732301000000,
  StudySettingResets1732302000000,
  EnvironmentCheckTestClips1732302100000,
  PlaybackFailures1732302200000,
  PoseLogs1732303000000,
  EnvironmentCheckRenderTest1732303100000,
  AdaptiveAllocation1732305000000,
  ParticipantLanguage1732307000000,
  PairComparison1732311000000,
  LanguageCatalogues1732313000000,
  PcGoldPairs1732314000000,
  PoseLogBytes1732315000000,
  PcDeclaredGoldPairs1732315500000,
  PoseLogFiguresOnRead1732316000000,
];

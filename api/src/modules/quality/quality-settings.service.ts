import { Injectable } from '@nestjs/common';
import { DEFAULT_STUDY_SETTINGS, type StudySettings } from '@vvq/contracts';

/**
 * The study settings the quality features read (training/gold/trap counts, gate thresholds). Until the study
 * module's StudySettingsService lands this answers the defaults (everything off).
 */
@Injectable()
export class QualitySettings {
  current(): Promise<StudySettings> {
    return Promise.resolve({ ...DEFAULT_STUDY_SETTINGS });
  }
}

import { createContext, useContext } from 'react';
import type { StudySettingKey } from '@vvq/contracts';

/** The form's reset, handed to every field's source badge without threading it through each kind of field. */
export interface SettingReset {
  reset: (key: StudySettingKey) => void;
  busy: boolean;
}

export const SettingResetContext = createContext<SettingReset | null>(null);

export const useSettingReset = () => useContext(SettingResetContext);

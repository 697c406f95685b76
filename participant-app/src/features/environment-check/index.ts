// What the rest of the participant app may use of the environment check (other features import only this file).
export { EnvironmentCheckGate } from './components/environment-check-gate';
export { EnvironmentRequirementsNotice } from './components/environment-requirements-notice';
export { RequirementsFirstGate } from './components/requirements-first-gate';

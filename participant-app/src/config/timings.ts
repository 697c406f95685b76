/** Spec section 9: redirect delay after signup, login, questionnaire and contact success. */
export const REDIRECT_DELAY_MS = 2000;
/** Spec section 9: the landing page shows its spinner this long. */
export const LANDING_SPINNER_MS = 1000;
/**
 * The completion screen (docs/developer/decisions/panel.md#completion) goes to the completion URL within a
 * second (long enough to see the code).
 */
export const COMPLETION_REDIRECT_MS = 600;

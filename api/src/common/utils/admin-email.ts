/**
 * What counts as an admin e-mail, everywhere an admin address is taken (ADMIN_EMAIL, `admin:create`, admin login),
 * so the login can never refuse an address the bootstrap accepted. Same rule as the admin app's login form.
 */
export const ADMIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

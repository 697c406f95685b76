import { ApiRoutes } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Ends the stored admin token on the server (the admin's other browsers stay logged in). */
export async function adminLogout(apiBase: string): Promise<void> {
  await adminRequest<unknown>(apiBase, ApiRoutes.admin.logout, { method: 'POST' });
}

/** Ends every token of this admin on the server, the stored one included. */
export async function adminLogoutEverywhere(apiBase: string): Promise<void> {
  await adminRequest<unknown>(apiBase, ApiRoutes.admin.logoutEverywhere, { method: 'POST' });
}

import { applyDecorators, UseGuards } from '@nestjs/common';
import { AdminRouteGuard } from './admin-route.guard.js';

/** Every /api/admin/* route: no or bad token → 401, a participant's token → 403. */
export function AdminAccess(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(AdminRouteGuard));
}

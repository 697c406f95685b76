import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerToken } from '../../../common/openapi/bearer-scheme.js';
import { AdminGuard } from '../guards/admin.guard.js';

/** Every /api/admin/* route but login: no or bad token → 401, a participant's token → 403. */
export function AdminAccess(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(AdminGuard), ApiBearerToken());
}

import { applyDecorators, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../../common/guards/admin.guard.js';

/** Every analysis route needs an admin token (401 otherwise): the data are the whole study's. */
export function AdminOnly(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(AdminGuard));
}

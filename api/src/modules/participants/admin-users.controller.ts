import { Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiRoutes, type AdminUserRow, type UserEvent } from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { AdminUsersService } from './admin-users.service.js';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { UserDeletionService } from './user-deletion.service.js';

@Controller()
@AdminAccess()
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly deletion: UserDeletionService,
  ) {}

  @Get(ApiRoutes.admin.users)
  list(): Promise<AdminUserRow[]> {
    return this.users.list();
  }

  @Get(ApiRoutes.admin.userEvents)
  events(): Promise<UserEvent[]> {
    return this.users.events();
  }

  @Delete(ApiRoutes.admin.user(':id'))
  remove(@Param('id', new IntParamPipe('user id')) id: number): Promise<{ message: string }> {
    return this.deletion.delete(id);
  }
}

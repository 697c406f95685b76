import { Controller, Delete, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiRoutes, type AdminUserRow, isListQuery, type UserEvent } from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { AdminUsersService } from './admin-users.service.js';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { UserDeletionService } from './user-deletion.service.js';
import { ApiListResponse } from '../../common/list/admin-list-query.dto.js';
import { sendPage } from '../../common/list/list-page.js';
import { AdminUserEventsQueryDto } from './dto/admin-user-events-query.dto.js';
import { AdminUsersQueryDto } from './dto/admin-users-query.dto.js';

@Controller()
@AdminAccess()
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly deletion: UserDeletionService,
  ) {}

  @Get(ApiRoutes.admin.users)
  @ApiListResponse('participants')
  async list(
    @Query() query: AdminUsersQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminUserRow[]> {
    if (!isListQuery(query)) return this.users.list();
    return sendPage(reply, await this.users.page(query));
  }

  /**
   * UserEvent[]. Without paging parameters every event (the spec call), sent as the JSON bytes the service caches;
   * with them one page in time order and the total in X-Total-Count, like the other admin lists.
   */
  @Get(ApiRoutes.admin.userEvents)
  @ApiListResponse('user events')
  async events(
    @Query() query: AdminUserEventsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | UserEvent[]> {
    if (isListQuery(query)) return sendPage(reply, await this.users.eventsPage(query));
    const body = await this.users.eventsJson();
    void reply.header('Content-Type', 'application/json; charset=utf-8');
    return body;
  }

  @Delete(ApiRoutes.admin.user(':id'))
  remove(@Param('id', new IntParamPipe('user id')) id: number): Promise<{ message: string }> {
    return this.deletion.delete(id);
  }
}

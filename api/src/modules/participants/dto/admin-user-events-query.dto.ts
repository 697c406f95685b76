import { ADMIN_USER_EVENT_SORTS, type AdminUserEventSort } from '@vvq/contracts';
import { AdminListQueryDto, ListSort } from '../../../common/list/admin-list-query.dto.js';

/**
 * Optional paging of GET /admin/user-events; without it every event oldest first (the spec's call). Always in time
 * order (`order=desc`: newest first); q matches inside the event type ('login', 'logout').
 */
export class AdminUserEventsQueryDto extends AdminListQueryDto {
  @ListSort(ADMIN_USER_EVENT_SORTS)
  sort?: AdminUserEventSort;
}

import { ADMIN_USER_SORTS, type AdminUserSort } from '@vvq/contracts';
import { AdminListQueryDto, ListSort } from '../../../common/list/admin-list-query.dto.js';

/**
 * Optional paging of GET /admin/users; without it every participant by id (the spec's call). q: a whole number
 * matches the id, any text matches inside the e-mail or the name.
 */
export class AdminUsersQueryDto extends AdminListQueryDto {
  @ListSort(ADMIN_USER_SORTS)
  sort?: AdminUserSort;
}

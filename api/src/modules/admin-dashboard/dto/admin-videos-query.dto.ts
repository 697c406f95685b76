import { ADMIN_VIDEO_SORTS, type AdminVideoSort } from '@vvq/contracts';
import { AdminListQueryDto, ListSort } from '../../../common/list/admin-list-query.dto.js';

/**
 * Optional paging of GET /admin/videos; without it every video by id (the spec's call). q: a whole number matches
 * the video id, any text matches inside content, view, compression, QP or label.
 */
export class AdminVideosQueryDto extends AdminListQueryDto {
  @ListSort(ADMIN_VIDEO_SORTS)
  sort?: AdminVideoSort;
}

import { ADMIN_FEEDBACK_SORTS, type AdminFeedbackSort } from '@vvq/contracts';
import { AdminListQueryDto, ListSort } from '../../../common/list/admin-list-query.dto.js';

/**
 * Optional paging of GET /admin/view-feedback; without it every rating is returned newest first (the spec's call).
 * q: a whole number matches the rating, video, participant or trial id; any text matches inside the comments.
 */
export class FeedbackPageQueryDto extends AdminListQueryDto {
  @ListSort(ADMIN_FEEDBACK_SORTS)
  sort?: AdminFeedbackSort;
}

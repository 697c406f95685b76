import { ADMIN_QUESTIONNAIRE_SORTS, type AdminQuestionnaireSort } from '@vvq/contracts';
import { AdminListQueryDto, ListSort } from '../../../common/list/admin-list-query.dto.js';

/**
 * Optional paging of GET /admin/questionnaires; without it every questionnaire newest first (the spec's call).
 * q: a whole number matches the participant's id, any text matches inside the participant's name.
 */
export class AdminQuestionnairesQueryDto extends AdminListQueryDto {
  @ListSort(ADMIN_QUESTIONNAIRE_SORTS)
  sort?: AdminQuestionnaireSort;
}

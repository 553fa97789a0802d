import { PageQueryDto } from '../../../common/pagination/page-query.dto';

/** GET /api/user/current/admitted-to-fly-persons: paging; sort CREATE_DATE (default) or NAME. */
export class AdmittedPersonQueryDto extends PageQueryDto {}

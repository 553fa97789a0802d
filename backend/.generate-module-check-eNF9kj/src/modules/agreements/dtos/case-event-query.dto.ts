import { PickType } from '@nestjs/swagger';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';

/** The case file's paging: newest first always, so the platform's page and size without a sort. */
export class CaseEventQueryDto extends PickType(PageQueryDto, ['page', 'size'] as const) {}

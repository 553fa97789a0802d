import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';

/** A query string carries text: 'true' and 'false' are the booleans, anything else stays to be refused. */
const booleanText = ({ value }: { value: unknown }): unknown => (value === 'true' ? true : value === 'false' ? false : value);

/** The bell's paging, newest first always; `unread=true` lists only the unread ones. */
export class UserNotificationQueryDto extends PickType(PageQueryDto, ['page', 'size'] as const) {
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Only the notifications not read yet' })
  @IsOptional()
  @Transform(booleanText)
  @IsBoolean()
  unread: boolean = false;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { NestedObject } from '../../../common/validation/nested.decorator';
import { DroneSaveDto, KeptScanDto } from './drone-save.dto';

/**
 * The `drone` JSON part of POST /business/api/company-profile/drone/insertOrUpdate: the pilot's form plus the
 * ownership proof the company keeps (by id; a new one arrives as the `ownershipProofScan` file part and replaces it).
 */
export class CompanyDroneSaveDto extends DroneSaveDto {
  @ApiPropertyOptional({ type: KeptScanDto, nullable: true, description: 'The proof to keep; absent or null drops it' })
  @IsOptional()
  @NestedObject(() => KeptScanDto)
  ownershipProofScan?: KeptScanDto | null;
}

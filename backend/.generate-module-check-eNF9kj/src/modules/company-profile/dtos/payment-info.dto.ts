import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { nameTextOrNull } from '../../../common/validation/plain-text';

const trimmedOrNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * GET/PUT /business/api/company-profile/payment-info (D8). Every field may be empty (null) until the company
 * fills it in; PUT replaces all five, and the accounts' control keys are checked against the BIK.
 */
export class CompanyPaymentInfoDto {
  @ApiProperty({ type: String, nullable: true, required: false, maxLength: 300, example: 'ПАО Сбербанк' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(300)
  bankName!: string | null;

  @ApiProperty({ type: String, nullable: true, required: false, example: '773643001', description: '9 digits' })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(/^\d{9}$/, { message: '$property must be 9 digits' })
  bankKpp!: string | null;

  @ApiProperty({ type: String, nullable: true, required: false, example: '044525225', description: '9 digits' })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(/^\d{9}$/, { message: '$property must be 9 digits' })
  bankBik!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    example: '40702810638000000000',
    description: '20 digits, key checked against the BIK',
  })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(/^\d{20}$/, { message: '$property must be 20 digits' })
  bankAccountNumber!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    example: '30101810400000000225',
    description: '20 digits, key checked against the BIK',
  })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(/^\d{20}$/, { message: '$property must be 20 digits' })
  bankCorrespondentAccount!: string | null;
}

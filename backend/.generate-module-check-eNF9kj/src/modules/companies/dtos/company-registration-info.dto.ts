import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { nameText, nameTextOrNull } from '../../../common/validation/plain-text';
import {
  APPOINTMENT_BASES,
  COMPANY_TYPES,
  type AppointmentBasis,
  type CompanyRegistrationInfo,
  type CompanyType,
} from '../domain/registration-info';

const NAME_MAX = 500;
const SHORT_MAX = 300;
const PERSON_MAX = 100;
const POST_MAX = 200;
const WEBSITE_MAX = 500;

/** Digits only: what the masks of the forms send; the checksums are checked per company type afterwards. */
const digitsOnly = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.replace(/\s+/g, '') : value);
const digitsOrNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.replace(/\s+/g, '');
  return text === '' ? null : text;
};
const phoneCodeOrDefault = ({ value }: { value: unknown }): unknown =>
  value === undefined || value === null || value === '' ? '7' : typeof value === 'string' ? value.replace(/^\+/, '') : value;

/** The fields the registration form and the company profile form share (D4); the website differs by name. */
export class CompanyInfoFieldsDto {
  @ApiProperty({ enum: COMPANY_TYPES })
  @IsIn(COMPANY_TYPES)
  companyType!: CompanyType;

  @ApiProperty({ maxLength: NAME_MAX, example: 'Общество с ограниченной ответственностью «Небо-Тест»' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX)
  name!: string;

  @ApiProperty({ maxLength: SHORT_MAX, example: 'ООО «Небо-Тест»' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_MAX)
  shortName!: string;

  @ApiProperty({ description: '10 digits for a legal entity, 12 for an individual entrepreneur', example: '7701000007' })
  @Transform(digitsOnly)
  @IsString()
  @Matches(/^\d{10}(\d{2})?$/, { message: 'inn must be 10 or 12 digits' })
  inn!: string;

  @ApiProperty({ required: false, type: String, nullable: true, description: '9 characters; empty for an individual entrepreneur' })
  @Transform(digitsOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(9)
  kpp?: string | null;

  @ApiProperty({ description: '13 digits (OGRN) or 15 digits (OGRNIP)', example: '1027700000014' })
  @Transform(digitsOnly)
  @IsString()
  @Matches(/^\d{13}(\d{2})?$/, { message: 'ogrn must be 13 or 15 digits' })
  ogrn!: string;

  @ApiProperty({ maxLength: NAME_MAX })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX)
  registrationAddress!: string;

  @ApiProperty({ maxLength: NAME_MAX })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX)
  actualAddress!: string;

  @ApiProperty({ maxLength: 254, example: 'info@nebo-test.ru' })
  @Transform(nameText)
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ required: false, default: '7', description: 'Country calling code, digits' })
  @Transform(phoneCodeOrDefault)
  @IsString()
  @Matches(/^\d{1,4}$/, { message: 'phoneCode must be 1 to 4 digits' })
  phoneCode!: string;

  @ApiProperty({ description: 'Digits without the country code', example: '4951234567' })
  @Transform(digitsOnly)
  @IsString()
  @Matches(/^\d{4,15}$/, { message: 'phoneNumber must be 4 to 15 digits' })
  phoneNumber!: string;

  @ApiProperty({ maxLength: PERSON_MAX })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PERSON_MAX)
  managerLastName!: string;

  @ApiProperty({ maxLength: PERSON_MAX })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PERSON_MAX)
  managerFirstName!: string;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: PERSON_MAX })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(PERSON_MAX)
  managerPatronymic?: string | null;

  @ApiProperty({ maxLength: POST_MAX, example: 'Генеральный директор' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(POST_MAX)
  managerPost!: string;

  @ApiProperty({ enum: APPOINTMENT_BASES, description: 'Code of the appointment-basis dictionary' })
  @IsIn(APPOINTMENT_BASES)
  managerPostAppointmentBasis!: AppointmentBasis;
}

/** The company registration form (§7.14, D4). */
export class CompanyRegistrationInfoDto extends CompanyInfoFieldsDto {
  @ApiProperty({ required: false, type: String, nullable: true, maxLength: WEBSITE_MAX })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(WEBSITE_MAX)
  webSiteUrl?: string | null;
}

/** The company profile form (P1): the registration form with `website` for the site. */
export class CompanyProfileFormDto extends CompanyInfoFieldsDto {
  @ApiProperty({ required: false, type: String, nullable: true, maxLength: WEBSITE_MAX })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(WEBSITE_MAX)
  website?: string | null;
}

/** A page's `meta` in the company area. */
export class CompanyPageMetaDto {
  @ApiProperty({ minimum: 0 }) totalCount!: number;
}

function commonInfo(dto: CompanyInfoFieldsDto): Omit<CompanyRegistrationInfo, 'website'> {
  return {
    companyType: dto.companyType,
    name: dto.name,
    shortName: dto.shortName,
    inn: dto.inn,
    kpp: dto.kpp ?? null,
    ogrn: dto.ogrn,
    registrationAddress: dto.registrationAddress,
    actualAddress: dto.actualAddress,
    email: dto.email,
    phoneCode: dto.phoneCode ?? '7',
    phoneNumber: dto.phoneNumber,
    managerLastName: dto.managerLastName,
    managerFirstName: dto.managerFirstName,
    managerPatronymic: dto.managerPatronymic ?? null,
    managerPost: dto.managerPost,
    managerPostAppointmentBasis: dto.managerPostAppointmentBasis,
  };
}

/** The registration form as the modules keep it. */
export function registrationInfoFromDto(dto: CompanyRegistrationInfoDto): CompanyRegistrationInfo {
  return { ...commonInfo(dto), website: dto.webSiteUrl ?? null };
}

/** The profile form as the modules keep it. */
export function registrationInfoFromProfileForm(dto: CompanyProfileFormDto): CompanyRegistrationInfo {
  return { ...commonInfo(dto), website: dto.website ?? null };
}

/** Stored info as the registration form shows it. */
export function registrationInfoToDto(info: CompanyRegistrationInfo): CompanyRegistrationInfoDto {
  const { website, ...rest } = info;
  return { ...rest, webSiteUrl: website };
}

/** Stored info (or a company record) as the profile form shows it. */
export function registrationInfoToProfileForm(info: CompanyRegistrationInfo): CompanyProfileFormDto {
  return {
    companyType: info.companyType,
    name: info.name,
    shortName: info.shortName,
    inn: info.inn,
    kpp: info.kpp,
    ogrn: info.ogrn,
    registrationAddress: info.registrationAddress,
    actualAddress: info.actualAddress,
    email: info.email,
    phoneCode: info.phoneCode,
    phoneNumber: info.phoneNumber,
    managerLastName: info.managerLastName,
    managerFirstName: info.managerFirstName,
    managerPatronymic: info.managerPatronymic,
    managerPost: info.managerPost,
    managerPostAppointmentBasis: info.managerPostAppointmentBasis,
    website: info.website,
  };
}

import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { pageWindow } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import { IdentityDocumentCheck } from '../../documents/services/identity-document-check';
import { moscowDate } from '../../users/domain/moscow-date';
import { PersonCardReader } from '../../users/services/person-card.reader';
import { admittedPersonNotFound } from '../admitted-persons.exceptions';
import { admittedPersonProblems } from '../domain/admitted-person-rules';
import { AdmittedPersonInputDto } from '../dtos/admitted-person-input.dto';
import { AdmittedPersonDto, AdmittedPersonPageDto } from '../dtos/admitted-person.dto';
import type { AdmittedPersonQueryDto } from '../dtos/admitted-person-query.dto';
import type { AdmittedPersonRecord, AdmittedPersonRow } from '../entities/admitted-person.row';
import { AdmittedPersonSortColumn, AdmittedPersonsRepository } from '../repositories/admitted-persons.repository';

const SORTS = { CREATE_DATE: 'created_at', NAME: 'last_name' } as const satisfies Record<string, AdmittedPersonSortColumn>;
/** find-all-with-me answers everyone at once (a pick list); a user admits a handful of people. */
const WITH_ME_LIMIT = 100;

/** People admitted to fly the caller's drones (docs/requirements.md#admitted-persons). Another user's person is a 404. */
@Injectable()
export class AdmittedPersonsService {
  constructor(
    private readonly persons: AdmittedPersonsRepository,
    private readonly people: PersonCardReader,
    private readonly identityDocuments: IdentityDocumentCheck,
    private readonly clock: Clock,
  ) {}

  async list(userId: string, query: AdmittedPersonQueryDto): Promise<AdmittedPersonPageDto> {
    const { skip, take } = pageWindow(query.page, query.size);
    const { rows, total } = await this.persons.page(userId, parseSort(query.sort, SORTS, 'CREATE_DATE'), skip, take);
    return { data: rows.map(toDto), totalCount: total, meta: { totalCount: total } };
  }

  async get(userId: string, id: string): Promise<AdmittedPersonDto> {
    const row = await this.persons.findOwned(userId, id);
    if (!row) throw admittedPersonNotFound();
    return toDto(row);
  }

  /** The caller first (from the profile and their passport), then the people they admitted. */
  async allWithMe(userId: string): Promise<AdmittedPersonPageDto> {
    const [{ rows, total }, document, person] = await Promise.all([
      this.persons.page(userId, { column: 'created_at', direction: 'ASC' }, 0, WITH_ME_LIMIT),
      this.identityDocuments.identityDocument(userId),
      this.people.personCard(userId),
    ]);
    const me: AdmittedPersonDto = {
      id: userId,
      lastName: person?.lastName ?? '',
      firstName: person?.firstName ?? '',
      patronymic: person?.patronymic ?? null,
      birthDate: person?.birthDate ?? null,
      phone: person?.phone ?? null,
      email: person?.email ?? null,
      document: document ? { typeCode: document.typeCode, series: document.series, number: document.number } : null,
      me: true,
    };
    return { data: [me, ...rows.map(toDto)], totalCount: total + 1, meta: { totalCount: total + 1 } };
  }

  async create(userId: string, dto: AdmittedPersonInputDto): Promise<AdmittedPersonDto> {
    const record = this.validated(dto);
    const id = await this.persons.insert(userId, record);
    return toDto({ id, ...record });
  }

  async update(userId: string, id: string, dto: AdmittedPersonInputDto): Promise<AdmittedPersonDto> {
    const record = this.validated(dto);
    if (!(await this.persons.update(userId, id, record))) throw admittedPersonNotFound();
    return toDto({ id, ...record });
  }

  private validated(dto: AdmittedPersonInputDto): AdmittedPersonRecord {
    const { errors, phone } = admittedPersonProblems(dto, moscowDate(this.clock.now()));
    if (errors.length > 0) throw new FieldValidationException(errors);
    return {
      lastName: dto.lastName,
      firstName: dto.firstName,
      patronymic: dto.patronymic ?? null,
      birthDate: dto.birthDate,
      phone,
      email: dto.email.toLowerCase(),
      documentTypeCode: dto.document.typeCode,
      documentSeries: dto.document.series?.trim() || null,
      documentNumber: dto.document.number,
    };
  }
}

function toDto(row: AdmittedPersonRow): AdmittedPersonDto {
  return {
    id: row.id,
    lastName: row.lastName,
    firstName: row.firstName,
    patronymic: row.patronymic,
    birthDate: row.birthDate,
    phone: row.phone,
    email: row.email,
    document: { typeCode: row.documentTypeCode, series: row.documentSeries, number: row.documentNumber },
  };
}

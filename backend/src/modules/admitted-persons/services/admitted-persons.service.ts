import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { pageWindow } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import { DocumentsService } from '../../documents/services/documents.service';
import { moscowDate } from '../../users/domain/moscow-date';
import { UsersService } from '../../users/services/users.service';
import { admittedPersonProblems } from '../domain/admitted-person-rules';
import { AdmittedPersonInputDto } from '../dtos/admitted-person-input.dto';
import { AdmittedPersonDto, AdmittedPersonPageDto } from '../dtos/admitted-person.dto';
import type { AdmittedPersonQueryDto } from '../dtos/admitted-person-query.dto';
import { AdmittedPersonRecord, AdmittedPersonRow, AdmittedPersonSortColumn, AdmittedPersonsRepository } from '../repositories/admitted-persons.repository';

const SORTS = { CREATE_DATE: 'created_at', NAME: 'last_name' } as const satisfies Record<string, AdmittedPersonSortColumn>;
/** find-all-with-me answers everyone at once (a pick list); a user admits a handful of people. */
const WITH_ME_LIMIT = 100;

/** People admitted to fly the caller's drones (spec part 2 §7.10). Another user's person is a 404. */
@Injectable()
export class AdmittedPersonsService {
  constructor(
    private readonly persons: AdmittedPersonsRepository,
    private readonly users: UsersService,
    private readonly documents: DocumentsService,
    private readonly clock: Clock,
  ) {}

  async list(principal: AuthenticatedPrincipal, query: AdmittedPersonQueryDto): Promise<AdmittedPersonPageDto> {
    const user = await this.users.ensureUser(principal);
    const { skip, take } = pageWindow(query.page, query.size);
    const { rows, total } = await this.persons.page(user.id, parseSort(query.sort, SORTS, 'CREATE_DATE'), skip, take);
    return { data: rows.map(toDto), totalCount: total, meta: { totalCount: total } };
  }

  async get(principal: AuthenticatedPrincipal, id: string): Promise<AdmittedPersonDto> {
    const user = await this.users.ensureUser(principal);
    const row = await this.persons.findOwned(user.id, id);
    if (!row) throw new NotFoundException('Admitted person not found');
    return toDto(row);
  }

  /** The caller first (from the profile and their passport), then the people they admitted. */
  async allWithMe(principal: AuthenticatedPrincipal): Promise<AdmittedPersonPageDto> {
    const user = await this.users.ensureUser(principal);
    const [{ rows, total }, passport] = await Promise.all([
      this.persons.page(user.id, { column: 'created_at', direction: 'ASC' }, 0, WITH_ME_LIMIT),
      this.documents.list(principal, { page: 0, size: 1, typeCode: 'RU_PASSPORT' }),
    ]);
    const document = passport.data[0];
    const me: AdmittedPersonDto = {
      id: user.id,
      lastName: user.lastName ?? '',
      firstName: user.firstName ?? '',
      patronymic: user.patronymic,
      birthDate: user.birthDate,
      phone: user.phone,
      email: user.email,
      document: document ? { typeCode: document.typeCode, series: document.series, number: document.number } : null,
      me: true,
    };
    return { data: [me, ...rows.map(toDto)], totalCount: total + 1, meta: { totalCount: total + 1 } };
  }

  async create(principal: AuthenticatedPrincipal, dto: AdmittedPersonInputDto): Promise<AdmittedPersonDto> {
    const record = this.validated(dto);
    const user = await this.users.ensureUser(principal);
    const id = await this.persons.insert(user.id, record);
    return toDto({ id, ...record });
  }

  async update(principal: AuthenticatedPrincipal, id: string, dto: AdmittedPersonInputDto): Promise<AdmittedPersonDto> {
    const record = this.validated(dto);
    const user = await this.users.ensureUser(principal);
    if (!(await this.persons.update(user.id, id, record))) throw new NotFoundException('Admitted person not found');
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

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { companyFieldErrors } from '../../companies/companies.exceptions';
import { type CompanyRegistrationInfo, validateRegistrationInfo } from '../../companies/domain/registration-info';
import { type CompanyRegistrationInfoDto, registrationInfoFromDto } from '../../companies/dtos/company-registration-info.dto';
import { CompanyDirectory } from '../../companies/services/company-directory';
import { EmploymentsService } from '../../users/services/employments.service';
import { alreadyEmployed, duplicateInn, openRequestExists, requestNotFound, wrongStatus } from '../company-registration.exceptions';
import { mayDelete, statusAfterUpdate } from '../domain/request-status';
import { translateUniqueViolation } from '../domain/unique-violation';
import type { CompanyRegistrationRequestDto } from '../dtos/company-registration-request.dto';
import { RegistrationRequestsRepository } from '../repositories/registration-requests.repository';
import { RequestViews } from './request-views';

/**
 * The applicant's side of a company registration (§7.14, D3): their own latest request only. Every refusal is
 * checked before anything is written; the unique indexes settle what concurrent calls race for.
 */
@Injectable()
export class RegistrationApplications {
  constructor(
    private readonly requests: RegistrationRequestsRepository,
    private readonly views: RequestViews,
    private readonly directory: CompanyDirectory,
    private readonly employments: EmploymentsService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async my(caller: Caller): Promise<CompanyRegistrationRequestDto> {
    const row = await this.requests.latestRegistrationOf(caller.userId);
    if (!row) throw requestNotFound();
    return this.views.view(row);
  }

  async create(caller: Caller, dto: CompanyRegistrationInfoDto): Promise<CompanyRegistrationRequestDto> {
    const info = checkedInfo(dto);
    if ((await this.employments.summaryFacts(caller.userId)).employment) throw alreadyEmployed();
    return this.write(async (manager) => {
      if (await this.requests.hasOpenRegistration(caller.userId, manager)) throw openRequestExists();
      await this.refuseTakenInn(info, null, manager);
      const now = this.clock.now();
      const id = await this.requests.insert(manager, {
        kind: 'REGISTRATION',
        applicantUserId: caller.userId,
        companyId: null,
        info,
        previous: null,
        now,
      });
      await this.requests.addHistory(manager, {
        requestId: id,
        status: 'CREATED',
        commentary: null,
        actor: 'APPLICANT',
        actorUserId: caller.userId,
        now,
      });
      return id;
    });
  }

  async update(caller: Caller, dto: CompanyRegistrationInfoDto): Promise<CompanyRegistrationRequestDto> {
    const info = checkedInfo(dto);
    return this.write(async (manager) => {
      const row = await this.requests.latestRegistrationOf(caller.userId, manager, true);
      if (!row) throw requestNotFound();
      const next = statusAfterUpdate(row.status);
      if (!next) throw wrongStatus();
      await this.refuseTakenInn(info, row.id, manager);
      const now = this.clock.now();
      await this.requests.updateInfo(manager, row.id, info, next, now);
      if (next !== row.status)
        await this.requests.addHistory(manager, {
          requestId: row.id,
          status: next,
          commentary: null,
          actor: 'APPLICANT',
          actorUserId: caller.userId,
          now,
        });
      return row.id;
    });
  }

  async deleteMy(caller: Caller): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.requests.latestRegistrationOf(caller.userId, manager, true);
      if (!row) throw requestNotFound();
      if (!mayDelete(row.status)) throw wrongStatus();
      await this.requests.delete(manager, row.id);
    });
  }

  /** An INN held by a company, or asked for by another open request, is refused on the field (D4). */
  private async refuseTakenInn(info: CompanyRegistrationInfo, ownRequestId: string | null, manager: EntityManager): Promise<void> {
    if (
      (await this.directory.innTaken(info.inn, undefined, manager)) ||
      (await this.requests.innInOpenRequest(info.inn, ownRequestId, manager))
    )
      throw duplicateInn();
  }

  private async write(work: (manager: EntityManager) => Promise<string>): Promise<CompanyRegistrationRequestDto> {
    const id = await this.dataSource.transaction(work).catch(translateUniqueViolation);
    const row = await this.requests.findById(id);
    if (!row) throw requestNotFound();
    return this.views.view(row);
  }
}

/** The form as kept, after the rules that depend on the company type (400 with a field error each). */
export function checkedInfo(dto: CompanyRegistrationInfoDto): CompanyRegistrationInfo {
  const info = registrationInfoFromDto(dto);
  companyFieldErrors(validateRegistrationInfo(info));
  return info;
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { companyFieldErrors, companyNotFound } from '../../companies/companies.exceptions';
import { type CompanyRegistrationInfo, validateRegistrationInfo } from '../../companies/domain/registration-info';
import {
  type CompanyProfileFormDto,
  registrationInfoFromProfileForm,
  registrationInfoToProfileForm,
} from '../../companies/dtos/company-registration-info.dto';
import { CompanyDirectory, type CompanyRecord } from '../../companies/services/company-directory';
import { CompanyMembership } from '../../companies/services/company-membership';
import { duplicateInn, openRequestExists, requestNotFound } from '../company-registration.exceptions';
import { changedLegalFields, splitProfileChange } from '../domain/info-changes';
import { isOpen } from '../domain/request-status';
import { translateUniqueViolation } from '../domain/unique-violation';
import type { CompanyChangeRequestResultDto, CompanyGeneralInfoDiffDto } from '../dtos/general-info.dto';
import { RegistrationRequestsRepository } from '../repositories/registration-requests.repository';
import { RequestViews } from './request-views';

/**
 * A company's general info and its changes (D6), for the company's admins (the controller's guard): contact data
 * changes at once, legal data through a CHANGE request reviewed like a registration. One open change request per
 * company; while the reviewer asks for a fix, the next change is that fix.
 */
@Injectable()
export class GeneralInfo {
  constructor(
    private readonly membership: CompanyMembership,
    private readonly directory: CompanyDirectory,
    private readonly requests: RegistrationRequestsRepository,
    private readonly views: RequestViews,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async diff(caller: Caller): Promise<CompanyGeneralInfoDiffDto> {
    const { companyId } = await this.membership.requireAdmin(caller);
    const company = await this.directory.get(companyId);
    if (!company) throw companyNotFound();
    const current = infoOf(company);
    const latest = await this.requests.latestChangeOf(companyId);
    if (!latest) return { current: registrationInfoToProfileForm(current), requested: null, changedFields: [], request: null };
    const history = await this.requests.history([latest.id]);
    const commentary = history.filter((entry) => entry.commentary !== null).at(-1)?.commentary ?? null;
    return {
      current: registrationInfoToProfileForm(current),
      requested: registrationInfoToProfileForm(latest.registrationInfo),
      changedFields: changedLegalFields(latest.previousRegistrationInfo ?? current, latest.registrationInfo),
      request: { id: latest.id, status: latest.status, commentary },
    };
  }

  async changeRequest(caller: Caller, dto: CompanyProfileFormDto): Promise<CompanyChangeRequestResultDto> {
    const { companyId } = await this.membership.requireAdmin(caller);
    const requested = registrationInfoFromProfileForm(dto);
    companyFieldErrors(validateRegistrationInfo(requested));
    const outcome = await this.dataSource
      .transaction(async (manager) => {
        const company = await this.directory.get(companyId, manager);
        if (!company) throw companyNotFound();
        const current = infoOf(company);
        const change = splitProfileChange(current, requested);
        let requestId: string | null = null;
        if (change.legalFields.length > 0) {
          const latest = await this.requests.latestChangeOf(companyId, manager, true);
          const open = latest && isOpen(latest.status) ? latest : null;
          if (open && open.status !== 'FIX_REQUIRED') throw openRequestExists();
          if (
            (await this.directory.innTaken(requested.inn, companyId, manager)) ||
            (await this.requests.innInOpenRequest(requested.inn, open?.id ?? null, manager))
          )
            throw duplicateInn();
          const now = this.clock.now();
          if (open) {
            await this.requests.updateInfo(manager, open.id, requested, 'FIXED', now);
            requestId = open.id;
          } else {
            requestId = await this.requests.insert(manager, {
              kind: 'CHANGE',
              applicantUserId: caller.userId,
              companyId,
              info: requested,
              previous: current,
              now,
            });
          }
          const status = open ? 'FIXED' : 'CREATED';
          await this.requests.addHistory(manager, {
            requestId,
            status,
            commentary: null,
            actor: 'APPLICANT',
            actorUserId: caller.userId,
            now,
          });
        }
        if (change.contactFields.length > 0) await this.directory.applyInfo(manager, companyId, change.contact);
        return { applied: change.contactFields, requestId };
      })
      .catch(translateUniqueViolation);
    if (!outcome.requestId) return { applied: outcome.applied, request: null };
    const row = await this.requests.findById(outcome.requestId);
    if (!row) throw requestNotFound();
    return { applied: outcome.applied, request: await this.views.view(row) };
  }
}

function infoOf(company: CompanyRecord): CompanyRegistrationInfo {
  return {
    companyType: company.companyType,
    name: company.name,
    shortName: company.shortName,
    inn: company.inn,
    kpp: company.kpp,
    ogrn: company.ogrn,
    registrationAddress: company.registrationAddress,
    actualAddress: company.actualAddress,
    email: company.email,
    phoneCode: company.phoneCode,
    phoneNumber: company.phoneNumber,
    managerLastName: company.managerLastName,
    managerFirstName: company.managerFirstName,
    managerPatronymic: company.managerPatronymic,
    managerPost: company.managerPost,
    managerPostAppointmentBasis: company.managerPostAppointmentBasis,
    website: company.website,
  };
}

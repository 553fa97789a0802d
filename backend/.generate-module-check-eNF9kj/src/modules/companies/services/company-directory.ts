import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { companyNotFound } from '../companies.exceptions';
import type { CompanyRegistrationInfo } from '../domain/registration-info';
import type { CompanyPaymentInfo, CompanyRecord } from '../entities/company.row';
import { CompaniesRepository } from '../repositories/companies.repository';

export type { CompanyPaymentInfo, CompanyRecord };

/**
 * The companies themselves, for the company-area modules: registration creates one and applies approved
 * changes, the profile reads it and keeps its avatar and bank details. Callers have checked membership and
 * the input; this only reads and writes.
 */
@Injectable()
export class CompanyDirectory {
  constructor(private readonly companies: CompaniesRepository) {}

  get(companyId: string, manager?: EntityManager): Promise<CompanyRecord | null> {
    return this.companies.get(companyId, manager);
  }

  /** Whether another company already holds the INN (registration and change requests must not duplicate one). */
  innTaken(inn: string, exceptCompanyId?: string, manager?: EntityManager): Promise<boolean> {
    return this.companies.innTaken(inn, exceptCompanyId, manager);
  }

  /** Creates the company inside the caller's transaction (an approved registration); returns its id. */
  create(manager: EntityManager, info: CompanyRegistrationInfo, contractFileId: string | null): Promise<string> {
    return this.companies.create(manager, info, contractFileId);
  }

  /** Writes the given legal and contact fields (an approved change, or contact data applied at once). */
  applyInfo(manager: EntityManager, companyId: string, info: Partial<CompanyRegistrationInfo>): Promise<void> {
    return this.companies.applyInfo(manager, companyId, info);
  }

  setAvatar(manager: EntityManager | undefined, companyId: string, fileId: string | null): Promise<void> {
    return this.companies.setAvatar(manager, companyId, fileId);
  }

  /** @throws DomainException `companies.not-found` (404). */
  async paymentInfo(companyId: string): Promise<CompanyPaymentInfo> {
    const info = await this.companies.paymentInfo(companyId);
    if (!info) throw companyNotFound();
    return info;
  }

  setPaymentInfo(companyId: string, info: CompanyPaymentInfo): Promise<void> {
    return this.companies.setPaymentInfo(companyId, info);
  }
}

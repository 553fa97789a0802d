import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { registrationInfoToDto } from '../../companies/dtos/company-registration-info.dto';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { CompanyRegistrationRequestDto, CompanyRegistrationRequestItemDto } from '../dtos/company-registration-request.dto';
import type { RegistrationRequestRow, RequestListRow } from '../entities/registration-request.row';
import { RegistrationRequestsRepository } from '../repositories/registration-requests.repository';

/** Requests as the API answers them. */
@Injectable()
export class RequestViews {
  constructor(
    private readonly requests: RegistrationRequestsRepository,
    private readonly attachments: AttachmentsService,
  ) {}

  /** `manager`: read inside the transaction that has just written the request. */
  async view(row: RegistrationRequestRow, manager?: EntityManager): Promise<CompanyRegistrationRequestDto> {
    const [history, applicant] = await Promise.all([
      this.requests.history([row.id], manager),
      this.requests.applicant(row.applicantUserId, manager),
    ]);
    const files = row.contractFileId ? await this.attachments.describe([row.contractFileId]) : new Map();
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      companyId: row.companyId,
      previousRegistrationInfo: row.previousRegistrationInfo ? registrationInfoToDto(row.previousRegistrationInfo) : null,
      registrationInfo: registrationInfoToDto(row.registrationInfo),
      statusHistory: history.map((entry) => ({
        status: entry.status,
        commentary: entry.commentary,
        createdAt: entry.createdAt.toISOString(),
        actor: entry.actor,
      })),
      applicant: applicant ?? { userId: row.applicantUserId, login: '', firstName: null, lastName: null, email: null },
      contractFile: (row.contractFileId && files.get(row.contractFileId)) || null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  item(row: RequestListRow): CompanyRegistrationRequestItemDto {
    const info = row.registrationInfo;
    const name = [row.applicantLastName, row.applicantFirstName].filter((part) => part).join(' ');
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      name: info.name,
      shortName: info.shortName,
      inn: info.inn,
      companyType: info.companyType,
      applicantName: name || row.applicantLogin,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

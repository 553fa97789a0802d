import { Injectable } from '@nestjs/common';
import type { AuthorityDto } from '../../authorities/dtos/authorities.dto';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { FileDto } from '../../files/dtos/file.dto';
import type { MapLocale } from '../../map/i18n/map-locale';
import type { LocalGovernmentAgreementDto } from '../dtos/local-agreements.dto';
import type { LocalAgreementRow, LocalAttachmentRow } from '../entities/local-agreement.row';
import { LocalAgreementsRepository } from '../repositories/local-agreements.repository';

/** Builds LocalGovernmentAgreementDto from rows: the authorities (in the request's language) and the files. */
@Injectable()
export class LocalAgreementViews {
  constructor(
    private readonly repository: LocalAgreementsRepository,
    private readonly authorities: AuthoritiesService,
    private readonly attachments: AttachmentsService,
  ) {}

  async forFlight(flightId: string, locale: MapLocale): Promise<LocalGovernmentAgreementDto[]> {
    const rows = await this.repository.listForFlight(flightId);
    if (rows.length === 0) return [];
    const [authorities, files] = await Promise.all([
      this.authorities.getMany(
        rows.map((r) => r.authorityId),
        locale,
      ),
      this.repository.attachmentsOf(rows.map((r) => r.id)),
    ]);
    const described = await this.attachments.describe([
      ...files.map((f) => f.fileId),
      ...rows.flatMap((r) => (r.decisionFileId ? [r.decisionFileId] : [])),
    ]);
    return rows.flatMap((row) => {
      const authority = authorities.get(row.authorityId);
      if (!authority) return [];
      const own = files.filter((f) => f.agreementId === row.id);
      return [toDto(row, { ...authority, crossed: row.routeCrosses }, own, described)];
    });
  }
}

function toDto(
  row: LocalAgreementRow,
  authority: AuthorityDto,
  files: LocalAttachmentRow[],
  described: Map<string, FileDto>,
): LocalGovernmentAgreementDto {
  return {
    authority,
    defaultAuthority: authority.crossed,
    status: row.status,
    purposeDetailed: row.purpose,
    decision: row.decisionNumber && row.decisionDate ? { number: row.decisionNumber, dateOfIssue: row.decisionDate } : null,
    attachments: files.flatMap((f) => {
      const file = described.get(f.fileId);
      return file ? [{ documentType: f.documentType, distribution: f.distribution, file }] : [];
    }),
    sendDateTime: row.sendAt?.toISOString() ?? null,
    agreementRecipientEmail: row.recipientEmail,
    outsideLocality: row.outsideLocality,
    delivery:
      row.deliveryState && row.deliveryJobId
        ? {
            id: row.deliveryJobId,
            channel: 'EMAIL',
            state: row.deliveryState,
            attempts: row.deliveryAttempts,
            lastError: row.deliveryLastError,
            nextAttemptAt: null,
            deliveredAt: row.deliveredAt?.toISOString() ?? null,
          }
        : null,
    comment: row.comment,
    decisionFile: row.decisionFileId ? (described.get(row.decisionFileId) ?? null) : null,
    decidedBy: row.decidedByName,
  };
}

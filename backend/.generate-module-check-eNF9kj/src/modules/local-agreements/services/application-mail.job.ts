import { Injectable, Logger } from '@nestjs/common';
import { LOCAL_DOCUMENT_TYPES } from '@nebo/shared-vocabulary';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { individualOwner } from '../../flights/domain/flight-request';
import { PrintService } from '../../flights/print/print.service';
import type { JobContext, JobQueueOptions } from '../../jobs/ports/job-workers';
import { MailTransport } from '../../notifications/services/mail-transport';
import { LOCAL_DOCUMENT_NAMES } from '../domain/required-documents';
import { LocalAgreementsRepository } from '../repositories/local-agreements.repository';
import type { SendApplicationJob } from './application-sender';
import { FilesService } from '../../files/services/files.service';

/** A slow SMTP server is retried with back-off for about a day; an active job older than 2 minutes is a dead worker's. */
export const SEND_APPLICATION_OPTIONS: JobQueueOptions = { retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };

/**
 * Sends an application to its administration's SUBMISSION address: the local-government report printed
 * now (PDF, from the flight as it stands) and the application's files. The job id is the Message-ID, so a
 * retry after the server accepted is the same message to it. Progress goes to the agreement's delivery columns.
 */
@Injectable()
export class ApplicationMailJob {
  private readonly logger = new Logger(ApplicationMailJob.name);

  constructor(
    private readonly repository: LocalAgreementsRepository,
    private readonly authorities: AuthoritiesService,
    private readonly print: PrintService,
    private readonly files: FilesService,
    private readonly mail: MailTransport,
  ) {}

  async run(job: JobContext<SendApplicationJob>): Promise<void> {
    const row = await this.repository.findById(job.data.agreementId);
    // Removed since, or sent again (a newer job owns the delivery): nothing to do.
    if (!row || row.deliveryJobId !== job.id) return;
    const to = row.recipientEmail;
    if (!to) {
      await this.repository.recordDelivery(row.id, job.id, { state: 'FAILED', lastError: 'the administration has no submission address' });
      return;
    }
    await this.repository.recordDelivery(row.id, job.id, { state: 'SENDING', attempt: true });
    try {
      const authority = await this.authorities.get(row.authorityId, 'ru');
      const report = await this.print.print(individualOwner(job.data.userId), row.flightRequestId, 'local-gov-report', 'pdf');
      const attachments = await this.repository.attachmentsOf([row.id]);
      const contents = await this.files.contents(attachments.map((a) => a.fileId));
      await this.mail.send(job.id, {
        to,
        subject: `Заявление на использование воздушного пространства — ${authority.name}`,
        text: applicationText(
          authority.name,
          row.purpose,
          row.outsideLocality,
          attachments.map((a) => a.documentType),
        ),
        attachments: [
          { filename: `local-gov-report-${row.flightRequestId}.pdf`, contentType: report.contentType, content: report.content },
          ...contents,
        ],
      });
      await this.repository.recordDelivery(row.id, job.id, { state: 'DELIVERED', lastError: null, deliveredAt: new Date() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Application ${row.id} to ${to} not sent (attempt ${job.retryCount + 1}): ${message}`);
      const last = job.retryCount >= SEND_APPLICATION_OPTIONS.retryLimit;
      await this.repository.recordDelivery(row.id, job.id, { state: last ? 'FAILED' : 'RETRYING', lastError: message });
      throw error;
    }
  }
}

function applicationText(authorityName: string, purpose: string | null, outsideLocality: boolean, documents: Array<string | null>): string {
  const listed = documents.map((type) =>
    type && (LOCAL_DOCUMENT_TYPES as readonly string[]).includes(type)
      ? LOCAL_DOCUMENT_NAMES[type as keyof typeof LOCAL_DOCUMENT_NAMES].ru
      : 'Дополнительный файл',
  );
  return [
    `${authorityName}`,
    '',
    'Прошу согласовать использование воздушного пространства беспилотным воздушным судном (сведения о полёте — во вложенном отчёте).',
    `Цель полёта: ${purpose ?? 'не указана'}.`,
    outsideLocality ? 'Полёт выполняется вне населённого пункта.' : 'Полёт выполняется над населённым пунктом.',
    '',
    'Приложения:',
    '- Отчёт для органа местного самоуправления (PDF)',
    ...listed.map((name) => `- ${name}`),
    '',
    'Отправлено платформой «Небо».',
  ].join('\n');
}

import { Injectable } from '@nestjs/common';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import type { Locale } from '../../dictionaries/domain/locale';
import type {
  AgreementStatusView,
  AgreementSummary,
  AgreementSummaryOptions,
  AgreementSummarySource,
} from '../../flights/ports/agreement-summary';
import { LocalAgreementsService } from '../../local-agreements/services/local-agreements.service';
import { FlightMessagesRepository } from '../repositories/flight-messages.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';

/**
 * The flights' AgreementSummarySource (`agreementStatuses`, `shrInfoList` of a request and of the list's items):
 * a fixed number of queries whatever the number of flights — the zonal-centre agreements, the local ones and the
 * dates with an SHR together, then the authorities' names — so a list page never costs a query per item.
 */
@Injectable()
export class AgreementSummaries implements AgreementSummarySource {
  constructor(
    private readonly agreements: OrvdAgreementsRepository,
    private readonly messages: FlightMessagesRepository,
    private readonly locals: LocalAgreementsService,
    private readonly authorities: AuthoritiesService,
  ) {}

  async summariesOf(
    flightIds: readonly string[],
    locale: Locale,
    options?: AgreementSummaryOptions,
  ): Promise<Map<string, AgreementSummary>> {
    const summaries = new Map<string, AgreementSummary>();
    if (flightIds.length === 0) return summaries;
    const [centres, locals, shrs] = await Promise.all([
      this.agreements.statusesOf(flightIds),
      this.locals.statusesOf(flightIds),
      options?.shrInfo === false ? Promise.resolve([]) : this.messages.latestShrOf(flightIds),
    ]);
    const authorityIds = [...new Set([...centres, ...locals].map((a) => a.authorityId))];
    const names = authorityIds.length > 0 ? await this.authorities.getMany(authorityIds, locale) : new Map();
    const of = (flightId: string): AgreementSummary => {
      let summary = summaries.get(flightId);
      if (!summary) summaries.set(flightId, (summary = { agreementStatuses: [], shrInfoList: [] }));
      return summary;
    };
    const status = (body: AgreementStatusView['body'], authorityId: string, code: string): AgreementStatusView => ({
      body,
      authorityId,
      authorityName: names.get(authorityId)?.name ?? null,
      status: code,
    });
    // The zonal centre first, then the administrations in the order they were added (the repository's).
    for (const centre of centres) of(centre.flightRequestId).agreementStatuses.push(status('ORVD', centre.authorityId, centre.status));
    for (const local of locals) of(local.flightRequestId).agreementStatuses.push(status('LOCAL', local.authorityId, local.status));
    for (const shr of shrs) {
      of(shr.flightRequestId).shrInfoList.push({
        dateId: shr.dateId,
        status: shr.status,
        sid: shr.sid,
        sentAt: shr.sentAt ? new Date(shr.sentAt).toISOString() : null,
        text: shr.text,
      });
    }
    return summaries;
  }
}

import { Injectable } from '@nestjs/common';
import type { OrvdStatus } from '@nebo/shared-vocabulary';
import type { Locale } from '../../dictionaries/domain/locale';

/** One approving body of a flight and where it stands (AgreementStatusDto). */
export interface AgreementStatusView {
  body: 'ORVD' | 'LOCAL';
  authorityId: string | null;
  /** In the request's language; null when the authority is gone. */
  authorityName: string | null;
  /** The zonal centre's OrvdStatus or the local administration's LocalAgreementStatus. */
  status: string;
}

/** A flight date whose SHR was written (ShrInfoDto): the latest SHR's text, the date's state and its SID. */
export interface ShrInfoView {
  dateId: string;
  status: OrvdStatus;
  sid: string | null;
  sentAt: string | null;
  text: string;
}

/** What the agreements say of one flight: its bodies (the zonal centre first) and its dates with an SHR. */
export interface AgreementSummary {
  agreementStatuses: AgreementStatusView[];
  shrInfoList: ShrInfoView[];
}

export interface AgreementSummaryOptions {
  /** false: the statuses alone (the list's items carry no SHR), sparing the dates' queries. Default true. */
  shrInfo?: boolean;
}

/**
 * The flights' question to the agreements module above them: implemented there (batched: a fixed number of
 * queries for any number of flights, so a list page costs the same as one request) and registered at onModuleInit.
 */
export interface AgreementSummarySource {
  /** Flights without any agreement are absent from the map. The caller has checked that the flights are the caller's. */
  summariesOf(flightIds: readonly string[], locale: Locale, options?: AgreementSummaryOptions): Promise<Map<string, AgreementSummary>>;
}

export const EMPTY_AGREEMENT_SUMMARY: AgreementSummary = Object.freeze({ agreementStatuses: [], shrInfoList: [] }) as AgreementSummary;

/**
 * The flights module's seam for the agreement summary, exported by FlightsModule. With nothing registered (an app
 * without the agreements module) every flight's summary is empty.
 */
@Injectable()
export class AgreementSummaryRegistry {
  private source: AgreementSummarySource | undefined;

  register(source: AgreementSummarySource): void {
    if (this.source) throw new Error('An agreement summary source is registered already: one module keeps the agreements');
    this.source = source;
  }

  async summariesOf(
    flightIds: readonly string[],
    locale: Locale,
    options?: AgreementSummaryOptions,
  ): Promise<Map<string, AgreementSummary>> {
    if (!this.source || flightIds.length === 0) return new Map();
    return this.source.summariesOf(flightIds, locale, options);
  }
}

import type { Schema } from '@nebo/shared-api';
import { api, isApiError } from '@nebo/shared-ui';
import type { FlightMessageKind } from '@nebo/shared-vocabulary';

/*
 * The zonal-centre calls of the agreement page (agreements design, "Zonal centre" and the SPPI status calls
 * of part 2 §7.7), typed with the backend's OpenAPI document: a DTO changed on the backend is a type error here.
 */
export type FlightAgreementView = Schema<'FlightAgreementViewDto'>;
export type OrvdAgreement = Schema<'OrvdAgreementDto'>;
export type FlightDate = Schema<'FlightDateDto'>;
export type FlightMessage = Schema<'FlightMessageDto'>;
export type Delivery = Schema<'DeliveryDto'>;
export type Authority = Schema<'AuthorityDto'>;
export type AuthorityPage = Schema<'AuthorityPageDto'>;
export type Airport = Schema<'AirportDto'>;
export type AirportPage = Schema<'AirportPageDto'>;
export type ChannelHealth = Schema<'ChannelHealthDto'>;
export type SppiStatus = Schema<'SppiStatusDto'>;
export type SppiSession = Schema<'SppiSessionDto'>;
export type SendSubmission = Schema<'SendSubmissionDto'>;
export type FlySpaceRegime = { number: string; dateOfIssue: string };

const USER = '/api/user/flight-agreements';
const one = (id: string) => `${USER}/${encodeURIComponent(id)}`;
const date = (id: string, dateId: string) => `${one(id)}/orvd/${encodeURIComponent(dateId)}`;

/** The page's queries; everything under ['flight-agreement', id] refreshes together after a change. */
export const agreementKeys = {
  view: (id: string) => ['flight-agreement', id, 'view'] as const,
  zonalCenters: (id: string, text: string, page: number) => ['flight-agreement', id, 'zonal-centers', text, page] as const,
  airports: (id: string, end: AirportEnd) => ['flight-agreement', id, 'airports', end] as const,
  channels: ['flight-agreement', 'submission-channels'] as const,
  sppiSession: ['sppi', 'session'] as const,
};

/**
 * GET {id}/agreement. 404 (not the pilot's) and 409 (still a draft) are the page's to show. A background re-read
 * (the page polls while something is under way) handles every status itself and stays off the loading bar.
 */
export function fetchAgreement(id: string, options: { background?: boolean } = {}): Promise<FlightAgreementView> {
  return api.get<FlightAgreementView>(`${one(id)}/agreement`, {
    ignoreStatuses: options.background ? 'all' : [400, 404, 409],
    silent: options.background,
  });
}

export const ZONAL_CENTER_PAGE_SIZE = 5;

/** The zonal centres, the ones the route crosses first (`crossed`, the first of them `defaultAuthority`). */
export function fetchZonalCenters(flightAgreementId: string, text: string, page: number): Promise<AuthorityPage> {
  return api.get<AuthorityPage>('/api/flight-agreements/authority/zonal-centers', {
    query: { flightAgreementId, text: text || undefined, page, size: ZONAL_CENTER_PAGE_SIZE },
  });
}

export type AirportEnd = 'takeoff' | 'landing';

/** Aerodromes and helipads within 30 km of the take-off (landing) point, nearest first. */
export async function fetchAirports(id: string, end: AirportEnd): Promise<Airport[]> {
  const page = await api.get<AirportPage>(`${one(id)}/${end}-airports`);
  return page.data;
}

export async function fetchChannels(): Promise<ChannelHealth[]> {
  const answer = await api.get<{ data: ChannelHealth[] }>('/api/flight-agreements/submission-channels');
  return answer.data;
}

/** The pilot's SPPI session (outside /api, as the spec writes it); the sign-in itself is in the user menu. */
export function fetchSppiSession(): Promise<SppiSession> {
  return api.get<SppiSession>('/sppi/auth/session', { ignoreStatuses: [403] });
}

/** Creates or re-points the zonal-centre agreement (only before a submission was sent). */
export function assignZonalCenter(id: string, authorityId: string): Promise<FlightAgreementView> {
  return api.post<FlightAgreementView>(`${one(id)}/orvd-agreement/assign`, { authority: { id: authorityId } });
}

/** Both or neither: the server answers 400 naming the missing half. */
export function saveRegime(id: string, flySpaceRegime: FlySpaceRegime | null): Promise<FlightAgreementView> {
  return api.put<FlightAgreementView>(`${one(id)}/orvd-agreement/regime`, { flySpaceRegime });
}

/** 202: the submission is queued; the page follows its delivery by polling the view. */
export function sendSubmission(id: string, body: SendSubmission): Promise<FlightAgreementView> {
  return api.post<FlightAgreementView>(`${one(id)}/send-submission`, body);
}

const MESSAGE_PATHS: Record<FlightMessageKind, string> = { SHR: 'send-shr', DEP: 'send-dep', ARR: 'arrive-shr', CNL: 'cancel-shr' };

export interface MessageOptions {
  /** SHR only: free remarks added to the plan. */
  remarks?: string;
  /** DEP and ARR: when it happened (ISO instant); now when absent. */
  at?: string;
}

/** PUT {id}/orvd/{dateId}/send-shr | send-dep | arrive-shr | cancel-shr → 202 with the date. */
export function sendFlightMessage(id: string, dateId: string, kind: FlightMessageKind, options: MessageOptions = {}): Promise<FlightDate> {
  const body = kind === 'SHR' ? (options.remarks ? { remarks: options.remarks } : undefined) : options.at ? { at: options.at } : undefined;
  return api.put<FlightDate>(`${date(id, dateId)}/${MESSAGE_PATHS[kind]}`, body);
}

/**
 * An SPPI status answer, or the status the spec tolerates (part 2 §8): 404 when the item did not go by SPPI,
 * 502 when SPPI is unreachable. The page shows those inline, never on the error page.
 */
export type SppiCheck = { ok: true; status: SppiStatus } | { ok: false; statusCode: 404 | 502; message: string };

const TOLERATED = [404, 502] as const;

async function tolerated(call: () => Promise<SppiStatus>): Promise<SppiCheck> {
  try {
    return { ok: true, status: await call() };
  } catch (error) {
    if (isApiError(error) && (TOLERATED as readonly number[]).includes(error.statusCode))
      return { ok: false, statusCode: error.statusCode as 404 | 502, message: error.message };
    throw error;
  }
}

export function checkSppiSubmission(id: string): Promise<SppiCheck> {
  return tolerated(() => api.get<SppiStatus>(`${one(id)}/sppi/submission/status`, { ignoreStatuses: [...TOLERATED] }));
}

export function checkSppiShr(id: string, dateId: string): Promise<SppiCheck> {
  return tolerated(() =>
    api.get<SppiStatus>(`${one(id)}/sppi/shr/${encodeURIComponent(dateId)}/status`, { ignoreStatuses: [...TOLERATED] }),
  );
}

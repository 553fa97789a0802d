import type { Schema } from '@nebo/shared-api';
import { api, appendJsonPart, uploadMultipart, type UploadOptions } from '@nebo/shared-ui';
import type { DocumentDistribution, LocalDocumentType } from '@nebo/shared-vocabulary';

/*
 * The local administrations' calls (agreements design, "Local administrations"), typed with the backend's
 * OpenAPI document: a DTO changed on the backend is a type error here.
 */
export type AgreementView = Schema<'FlightAgreementViewDto'>;
export type LocalAgreement = Schema<'LocalGovernmentAgreementDto'>;
export type Authority = Schema<'AuthorityDto'>;
export type AuthorityPage = Schema<'AuthorityPageDto'>;
export type RequiredDocument = Schema<'RequiredDocumentDto'>;
export type Delivery = Schema<'DeliveryDto'>;

/** A municipality is created on first use: an item of the search with no authority yet is added by its map object. */
export type AuthorityRef = { id: string } | { mapObjectId: string };

const flight = (id: string) => `/api/user/flight-agreements/${encodeURIComponent(id)}/local-government-agreement`;
const one = (id: string, authorityId: string) => `${flight(id)}/${encodeURIComponent(authorityId)}`;

/** Statuses the panel shows itself beside the control that caused them (never an error page). */
const FORM_STATUSES = [400, 404, 409, 422];

export const MUNICIPALS_PAGE_SIZE = 20;

export const localAgreementKeys = {
  municipals: (flightId: string, text: string, page: number) => ['flight-requests', 'municipals', flightId, text, page] as const,
  documents: (flightId: string, authorityId: string) => ['flight-requests', 'local-documents', flightId, authorityId] as const,
};

/** GET authority/municipals: the route's municipalities first (`crossed`), then by name. */
export function fetchMunicipals(flightId: string, text: string, page: number, size = MUNICIPALS_PAGE_SIZE): Promise<AuthorityPage> {
  return api.get<AuthorityPage>('/api/flight-agreements/authority/municipals', {
    query: { flightAgreementId: flightId, text: text.trim() || undefined, page, size },
    ignoreStatuses: 'all',
  });
}

export function authorityRefOf(authority: Pick<Authority, 'id' | 'mapObjectId'>): AuthorityRef {
  if (authority.id) return { id: authority.id };
  return { mapObjectId: authority.mapObjectId ?? '' };
}

export function addAdministration(flightId: string, authority: AuthorityRef): Promise<AgreementView> {
  return api.post<AgreementView>(flight(flightId), { authority }, { ignoreStatuses: FORM_STATUSES });
}

export function removeAdministration(flightId: string, authorityId: string): Promise<void> {
  return api.delete(one(flightId, authorityId), { ignoreStatuses: FORM_STATUSES });
}

/** The purpose goes as text/plain: the backend trims it and refuses an empty one. */
export function savePurpose(flightId: string, authorityId: string, purpose: string): Promise<AgreementView> {
  return api.patch<AgreementView>(`${one(flightId, authorityId)}/purpose`, purpose, {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    ignoreStatuses: FORM_STATUSES,
  });
}

export function copyPurpose(flightId: string, targets: string[], purpose: string): Promise<AgreementView> {
  return api.patch<AgreementView>(`${flight(flightId)}/copy-purpose`, { targets, purpose }, { ignoreStatuses: FORM_STATUSES });
}

export function setOutsideLocality(flightId: string, authorityId: string, outside: boolean): Promise<AgreementView> {
  return api.patch<AgreementView>(`${one(flightId, authorityId)}/outside-locality/${outside}`, undefined, {
    ignoreStatuses: FORM_STATUSES,
  });
}

export function setOutsideLocalityForAll(flightId: string, outside: boolean): Promise<AgreementView> {
  return api.patch<AgreementView>(`${flight(flightId)}/all/outside-locality/${outside}`, undefined, { ignoreStatuses: FORM_STATUSES });
}

export interface Permission {
  number: string;
  /** YYYY-MM-DD */
  dateOfIssue: string;
}

export function setPermission(flightId: string, authorityId: string, decision: Permission | null): Promise<AgreementView> {
  return api.put<AgreementView>(`${one(flightId, authorityId)}/set-permission`, { decision }, { ignoreStatuses: FORM_STATUSES });
}

/** GET local-government-agreement-documents: what this administration asks for, with the pilot's previous files. */
export async function fetchRequiredDocuments(flightId: string, authorityId: string): Promise<RequiredDocument[]> {
  const page = await api.get<{ data: RequiredDocument[] }>('/api/local-government-agreement-documents', {
    query: { authorityId, flightAgreementId: flightId },
    ignoreStatuses: 'all',
  });
  return page.data;
}

/** One document of the application: a file chosen now, the previous one reused, or nothing. */
export type DocumentChoice = { kind: 'upload'; file: File } | { kind: 'previous' } | { kind: 'none' };

export interface Application {
  documents: Partial<Record<LocalDocumentType, DocumentChoice>>;
  additionalFiles: File[];
}

/**
 * The multipart body of send-application: a file part per document chosen now (named by its id),
 * `additionalFiles` repeated, and `distribution` saying where each attached document comes from.
 * A document with no file is left out entirely, so the backend can name a required one that is missing.
 */
export function applicationForm({ documents, additionalFiles }: Application): FormData {
  const form = new FormData();
  const distribution: Partial<Record<LocalDocumentType, DocumentDistribution>> = {};
  for (const [id, choice] of Object.entries(documents) as [LocalDocumentType, DocumentChoice | undefined][]) {
    if (choice?.kind === 'upload') {
      form.append(id, choice.file, choice.file.name);
      distribution[id] = 'UPLOADED';
    } else if (choice?.kind === 'previous') {
      distribution[id] = 'PREVIOUS';
    }
  }
  for (const file of additionalFiles) form.append('additionalFiles', file, file.name);
  appendJsonPart(form, 'distribution', distribution);
  return form;
}

export function sendApplication(
  flightId: string,
  authorityId: string,
  application: Application,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<AgreementView> {
  return uploadMultipart<AgreementView>(`${one(flightId, authorityId)}/send-application`, applicationForm(application), options);
}

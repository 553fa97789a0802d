import type { Authority, Delivery, FlightAgreementView, FlightDate, OrvdAgreement } from '../api/agreementApi';

/** Wire-shaped answers of the agreement routes for the page's specs. */
export const moscow: Authority = {
  id: 'zc-moscow',
  type: 'ZONAL_CENTER',
  code: 'ZC-MOSCOW',
  name: 'Московский зональный центр',
  mapObjectId: null,
  crossed: true,
  defaultAuthority: true,
  channels: ['EMAIL', 'API_AZIMUT', 'SPPI'],
  contacts: [],
};

export const rostov: Authority = {
  ...moscow,
  id: 'zc-rostov',
  code: 'ZC-ROSTOV',
  name: 'Ростовский зональный центр',
  crossed: false,
  defaultAuthority: false,
};

export function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 'dl1',
    channel: 'EMAIL',
    state: 'QUEUED',
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    deliveredAt: null,
    ...overrides,
  };
}

export function orvd(overrides: Partial<OrvdAgreement> = {}): OrvdAgreement {
  return {
    authority: moscow,
    status: { code: 'CREATED' },
    stage: 'AWAITING',
    decision: null,
    submissionSentType: null,
    submissionType: null,
    defaultAuthority: moscow,
    flySpaceUsageMode: null,
    flySpaceRegime: null,
    flySpaceUsagePetitionAttributes: null,
    takeoffAirport: null,
    landingAirport: null,
    agreementRecipientEmail: null,
    comment: null,
    sendDateTime: null,
    decisionEntryDate: null,
    permitNumber: null,
    restrictedZone: false,
    restrictionZoneInsteadOfGeometry: null,
    externalId: null,
    delivery: null,
    ...overrides,
  } as OrvdAgreement;
}

export function flightDate(overrides: Partial<FlightDate> = {}): FlightDate {
  return {
    id: 'g1',
    kind: 'GENERAL',
    start: '2099-12-01T10:00:00',
    finish: '2099-12-01T11:00:00',
    startUtc: '2099-12-01T10:00:00Z',
    finishUtc: '2099-12-01T11:00:00Z',
    status: 'CREATED',
    stage: null,
    sid: null,
    messages: [],
    autoCancelAt: null,
    departedAt: null,
    arrivedAt: null,
    ...overrides,
  } as FlightDate;
}

export function agreementView(overrides: Partial<FlightAgreementView> = {}): FlightAgreementView {
  return {
    id: 'r1',
    offsetMode: 'UTC',
    outsideLocality: false,
    status: 'CREATED',
    orvdAgreement: null,
    localGovernmentAgreements: [],
    dates: [flightDate()],
    ...overrides,
  } as FlightAgreementView;
}

import { randomUUID } from 'node:crypto';
import type { AgreementsChannelsConfig } from '../agreements-channels.config';
import type { OutgoingMessage, OutgoingSubmission } from '../channel-adapter';

/** A PDF-looking payload: the channels carry bytes, they never read them. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n% Nebo test form\n%%EOF\n');

export function sampleSubmission(overrides: Partial<OutgoingSubmission> = {}): OutgoingSubmission {
  return {
    dedupKey: `sub-${randomUUID()}`,
    userId: randomUUID(),
    authority: { code: 'ZC-MOSCOW', name: 'Московский зональный центр ЕС ОрВД', submissionEmail: 'zc-moscow@zc.sim.nebo.local' },
    submissionType: 'TEMPORARY_REGIME_SUBMISSION',
    usageMode: 'TEMPORARY',
    regime: { number: 'ВР-12', dateOfIssue: '2026-11-20' },
    petition: { submissionReviewers: ['Иванов И. И.'], note: 'ПОЛЁТ НАД ПАРКОМ' },
    takeoffAirport: null,
    landingAirport: null,
    restrictedZone: false,
    restrictionZoneInsteadOfGeometry: null,
    route: { type: 'Point', coordinates: [37.62, 55.75] },
    altitudes: { min: 0, max: 120, reference: 'AGL' },
    dates: [{ id: randomUUID(), startUtc: '2026-11-25T06:30:00.000Z', finishUtc: '2026-11-25T07:45:00.000Z' }],
    operator: { name: 'Пилотов Пётр', phone: '+7 900 000-00-00' },
    drone: { name: 'DJI Mavic 3', registrationNumber: '0123456' },
    document: { filename: 'submission.pdf', contentType: 'application/pdf', content: SAMPLE_PDF },
    replyTo: 'orvd-replies@replies.nebo.local',
    ...overrides,
  };
}

export function sampleMessage(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    dedupKey: `msg-${randomUUID()}`,
    userId: randomUUID(),
    kind: 'SHR',
    dateId: randomUUID(),
    text: '(SHR-ZZZZZ\n-ZZZZ0630\n-M0012/M0120 /ZONA 5545N03737E/\n-ZZZZ0745\n-DOF/261125)',
    submissionExternalId: 'ext-1',
    authority: { code: 'ZC-MOSCOW', name: 'Московский зональный центр ЕС ОрВД', submissionEmail: 'zc-moscow@zc.sim.nebo.local' },
    replyTo: 'orvd-replies@replies.nebo.local',
    ...overrides,
  };
}

export function channelsConfig(overrides: Partial<AgreementsChannelsConfig> = {}): AgreementsChannelsConfig {
  return {
    smtpUrl: 'smtp://127.0.0.1:1',
    mailFrom: 'Nebo <orvd@nebo.local>',
    replyAddress: 'orvd-replies@replies.nebo.local',
    inboundSmtpPort: 0,
    inboundSmtpHost: '127.0.0.1',
    azimutUrl: 'http://127.0.0.1:1/azimut/api/v1',
    azimutApiKey: 'test-azimut-key',
    azimutTimeoutMs: 2_000,
    sppiApiUrl: 'http://127.0.0.1:1/sppi/api/v1',
    sppiTimeoutMs: 2_000,
    ...overrides,
  };
}

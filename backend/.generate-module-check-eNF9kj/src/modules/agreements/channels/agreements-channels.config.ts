import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/app-config';
import type { EnvReader } from '../../../config/env-reader';

/** Where the three submission channels reach the zonal centre, and where its mailed replies come back. */
export interface AgreementsChannelsConfig {
  /** SMTP server the EMAIL channel sends through; default the zonal-centre simulator's mailbox. */
  smtpUrl: string;
  /** From of the submission letters. */
  mailFrom: string;
  /** Reply-To of the letters: the only recipient the inbound listener accepts. */
  replyAddress: string;
  /** Port of the inbound SMTP listener for the centre's replies; 0 = not started. */
  inboundSmtpPort: number;
  /** Interface it listens on: loopback by default (the simulator is local); 0.0.0.0 to take mail from a real centre. */
  inboundSmtpHost: string;
  /** Base of the Azimut API (`…/api/v1`). */
  azimutUrl: string;
  azimutApiKey: string;
  azimutTimeoutMs: number;
  /** Base of the SPPI API: `${SPPI_URL}/api/v1`. */
  sppiApiUrl: string;
  /** Timeout of an SPPI API call (the same as Azimut's: both are the centre's HTTP peers). */
  sppiTimeoutMs: number;
}

/**
 * ORVD_SMTP_URL, ORVD_MAIL_FROM, ORVD_REPLY_ADDRESS, ORVD_INBOUND_SMTP_PORT/_HOST, AZIMUT_URL, AZIMUT_API_KEY,
 * AZIMUT_TIMEOUT_MS and SPPI_URL (read by the sppi module too, for its sign-in; here for its API). Every default
 * points at the zonal-centre simulator of the default set-up, so configuration alone moves them to real endpoints.
 */
export function readAgreementsChannelsConfig(read: EnvReader): { agreementsChannels: AgreementsChannelsConfig } {
  const timeoutMs = read.integer('AZIMUT_TIMEOUT_MS', 10_000, 100, 120_000);
  return {
    agreementsChannels: {
      smtpUrl: read.smtpUrl('ORVD_SMTP_URL', 'smtp://127.0.0.1:2525'),
      mailFrom: read.mailbox('ORVD_MAIL_FROM', 'Nebo <orvd@nebo.local>'),
      replyAddress: read.mailbox('ORVD_REPLY_ADDRESS', 'orvd-replies@replies.nebo.local'),
      inboundSmtpPort: read.integer('ORVD_INBOUND_SMTP_PORT', 2526, 0, 65_535),
      inboundSmtpHost: read.string('ORVD_INBOUND_SMTP_HOST', '127.0.0.1'),
      azimutUrl: read.httpUrl('AZIMUT_URL', 'http://127.0.0.1:3200/azimut/api/v1'),
      azimutApiKey: read.string('AZIMUT_API_KEY', 'nebo-azimut-key'),
      azimutTimeoutMs: timeoutMs,
      sppiApiUrl: `${read.httpUrl('SPPI_URL', 'http://127.0.0.1:3200/sppi')}/api/v1`,
      sppiTimeoutMs: timeoutMs,
    },
  };
}

export const AGREEMENTS_CHANNELS_CONFIG = Symbol('AGREEMENTS_CHANNELS_CONFIG');

/**
 * The channels' part of the configuration under its own token (tests hand their own). Typed structurally rather
 * than as AppConfig so this file does not depend on the manifest wiring that reads it.
 */
export const agreementsChannelsConfigProvider: Provider = {
  provide: AGREEMENTS_CHANNELS_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: { agreementsChannels: AgreementsChannelsConfig }): AgreementsChannelsConfig => config.agreementsChannels,
};

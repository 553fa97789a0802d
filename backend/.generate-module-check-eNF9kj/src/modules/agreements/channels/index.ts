import type { Provider } from '@nestjs/common';
import { SppiSessions } from '../../sppi/services/sppi-sessions.service';
import { agreementsChannelsConfigProvider } from './agreements-channels.config';
import { AzimutChannel } from './azimut/azimut-channel';
import { ChannelHealthRepository } from './channel-health.repository';
import { ChannelHealthProbe, ChannelRegistry } from './channel-registry';
import { EmailChannel } from './email/email-channel';
import { InboundMailListener } from './email/inbound-mail.listener';
import { SppiChannel } from './sppi/sppi-channel';
import { SPPI_TOKENS } from './sppi/sppi-tokens';

export type {
  ChannelAdapter,
  ChannelAirport,
  ChannelAuthority,
  ChannelReceipt,
  ChannelReply,
  OutgoingMessage,
  OutgoingSubmission,
} from './channel-adapter';
export { ChannelError } from './channel-error';
export { ChannelHealthRepository, type ChannelHealthRow } from './channel-health.repository';
export { ChannelHealthProbe, ChannelRegistry } from './channel-registry';
export { AGREEMENTS_CHANNELS_CONFIG, type AgreementsChannelsConfig, readAgreementsChannelsConfig } from './agreements-channels.config';

/**
 * Everything the channels put into AgreementsModule's providers. The module must import SppiModule (which exports
 * SppiSessions) and have ReplyIngest among its providers (the inbound listener hands replies to it).
 */
export const channelProviders: Provider[] = [
  agreementsChannelsConfigProvider,
  { provide: SPPI_TOKENS, useExisting: SppiSessions },
  EmailChannel,
  AzimutChannel,
  SppiChannel,
  ChannelRegistry,
  ChannelHealthRepository,
  ChannelHealthProbe,
  InboundMailListener,
];

import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('agreements.<what>'): the front ends translate by
// the code, so the message may be reworded; a text the spec fixes stays byte-identical here.

export const notConverted = () =>
  new DomainException('agreements.not-converted', 409, 'The flight request is a draft: convert it to an agreement first');
export const alreadySent = () =>
  new DomainException('agreements.already-sent', 409, 'The submission has been delivered to the zonal centre and cannot be changed');
export const noOrvdAgreement = () =>
  new DomainException('agreements.no-orvd-agreement', 409, 'Choose the zonal centre first (orvd-agreement/assign)');
export const notAZonalCentre = () => new DomainException('agreements.not-a-zonal-centre', 400, 'The authority is not a zonal centre');
export const channelNotOffered = (channel: string) =>
  new DomainException('agreements.channel-not-offered', 400, `The zonal centre does not take submissions by ${channel}`);
export const messageNotAllowed = (reason: string) =>
  new DomainException('agreements.message-not-allowed', 409, `The message cannot be sent: ${reason}`);
export const flightDateNotFound = () => new DomainException('agreements.date-not-found', 404, 'No such flight date of this request');
export const notSentBySppi = () => new DomainException('agreements.not-sent-by-sppi', 404, 'This was not sent through SPPI');
export const sppiUnavailable = (detail: string) =>
  new DomainException('agreements.sppi-unavailable', 502, `SPPI did not answer: ${detail}`);
export const airportNotFound = (field: string) =>
  new DomainException('agreements.airport-not-found', 400, `${field}: no such aerodrome near the point`);

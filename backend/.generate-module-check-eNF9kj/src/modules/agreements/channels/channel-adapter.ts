import type { FlightMessageKind, FlySpaceUsageMode, SubmissionChannel, SubmissionType } from '@nebo/shared-vocabulary';

/**
 * The one seam between the agreements' jobs and the zonal centre: each of the three channels (a letter over SMTP,
 * the Azimut HTTP API, the state system SPPI) implements it, so the jobs never know which wire a send took.
 * Every send carries a dedup key the centre recognises, which is what makes a retried job harmless.
 */
export interface ChannelAdapter {
  readonly channel: SubmissionChannel;
  /** Idempotent on `s.dedupKey`: a second call with the same key answers the first receipt, never a second submission. */
  submit(s: OutgoingSubmission): Promise<ChannelReceipt>;
  /** Idempotent on `m.dedupKey`. */
  sendMessage(m: OutgoingMessage): Promise<ChannelReceipt>;
  /**
   * The centre's replies to this submission or message; [] when it has none. EMAIL answers [] (its replies arrive by
   * mail). The HTTP centres keep a cumulative list, so a later poll repeats earlier replies: the caller skips a text it
   * has already applied (each reply's text carries its own SID/time/reference, so the text is its identity).
   */
  poll(receipt: { externalId: string; kind: 'SUBMISSION' | 'MESSAGE'; userId: string }): Promise<ChannelReply[]>;
  health(): Promise<{ healthy: boolean; error?: string }>;
}

/** The centre a send goes to; `submissionEmail` is the SUBMISSION (or SHR) contact the letter is addressed to. */
export interface ChannelAuthority {
  code: string;
  name: string;
  submissionEmail: string;
}

export interface ChannelAirport {
  id: string;
  icao: string | null;
  name: string;
}

export interface OutgoingSubmission {
  dedupKey: string;
  userId: string;
  authority: ChannelAuthority;
  submissionType: SubmissionType;
  usageMode: FlySpaceUsageMode;
  regime: { number: string; dateOfIssue: string } | null;
  petition: { submissionReviewers: string[]; note: string } | null;
  takeoffAirport: ChannelAirport | null;
  landingAirport: ChannelAirport | null;
  restrictedZone: boolean;
  restrictionZoneInsteadOfGeometry: string | null;
  /** The flight's route as stored (GeoJSON geometry); travels as is in the JSON body. */
  route: unknown;
  altitudes: { min: number | null; max: number | null; reference: string };
  dates: { id: string; startUtc: string; finishUtc: string }[];
  operator: { name: string; phone: string | null };
  drone: { name: string | null; registrationNumber: string | null };
  /** The printed submission (PDF). */
  document: { filename: string; contentType: string; content: Buffer };
  /** Where the centre answers by mail (ORVD_REPLY_ADDRESS). */
  replyTo: string;
}

export interface OutgoingMessage {
  dedupKey: string;
  userId: string;
  kind: FlightMessageKind;
  dateId: string;
  /** The message in the message-table format, e.g. `(SHR-ZZZZZ …)`. */
  text: string;
  /** The centre's id of the submission this message belongs to (the receipt's externalId), when known. */
  submissionExternalId: string | null;
  authority: ChannelAuthority;
  replyTo: string;
}

export interface ChannelReceipt {
  externalId: string;
  acceptedAt: string;
}

/** A raw centre text, parsed by flight-messages' `parseCentreReply`. */
export interface ChannelReply {
  text: string;
  receivedAt: string;
}

export { ChannelError } from './channel-error';

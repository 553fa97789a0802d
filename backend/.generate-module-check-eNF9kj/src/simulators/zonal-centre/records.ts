/** The three ways a submission or message reaches the centre (SubmissionChannel of the platform). */
export type SimChannel = 'EMAIL' | 'API_AZIMUT' | 'SPPI';
export const SIM_CHANNELS: readonly SimChannel[] = ['EMAIL', 'API_AZIMUT', 'SPPI'];

/** Where a reply goes back for EMAIL: the letter's Reply-To, threaded on its Message-ID. */
export interface LetterOrigin {
  replyTo: string;
  messageId: string;
  subject: string;
  /** The centre's address the letter was sent to (the reply's From). */
  centreAddress: string | null;
}

export interface SubmissionRecord {
  id: string;
  channel: SimChannel;
  dedupKey: string;
  receivedAt: string;
  /** SPPI: the signed-in login that sent it (only it may read it back). */
  owner: string | null;
  authority: string | null;
  operator: string | null;
  regimeNumber: string | null;
  route: unknown;
  dateIds: string[];
  status: 'RECEIVED' | 'PENDING' | 'ALLOWED' | 'REJECTED';
  permitNumber: string | null;
  comment: string | null;
  decidedAt: string | null;
  replies: string[];
  letter: LetterOrigin | null;
}

export interface MessageRecord {
  id: string;
  channel: SimChannel;
  dedupKey: string;
  receivedAt: string;
  owner: string | null;
  kind: string;
  dateId: string | null;
  text: string;
  submissionId: string | null;
  status: 'RECEIVED' | 'REPLIED';
  replies: string[];
  letter: LetterOrigin | null;
}

/** What the Azimut / SPPI GET calls answer for a submission. */
export function submissionView(s: SubmissionRecord) {
  const decided = s.status === 'ALLOWED' || s.status === 'REJECTED';
  return {
    id: s.id,
    status: s.status,
    decision: decided ? s.status : null,
    permitNumber: s.permitNumber,
    comment: s.comment,
    decidedAt: s.decidedAt,
    replies: s.replies,
  };
}

export function messageView(m: MessageRecord) {
  return { id: m.id, status: m.status, kind: m.kind, replies: m.replies };
}

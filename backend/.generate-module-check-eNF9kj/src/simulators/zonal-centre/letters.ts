import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { createTransport, type Transporter } from 'nodemailer';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { ZonalCentre } from './centre';
import type { LetterOrigin, SimChannel } from './records';

/** A reply letter that could not be handed over is tried again this many times, a few seconds apart. */
const REPLY_ATTEMPTS = 5;
const REPLY_RETRY_MS = 2000;

/**
 * The centre's mailbox: letters of the EMAIL channel. A submission letter carries `submission.json` (the same
 * JSON as the Azimut POST body) beside the PDF; a message letter carries the text in its body and
 * `message.json` ({ kind, dateId, text, submissionExternalId }). The key is the subject's `[NEBO <key>]`,
 * else the Message-ID's local part (`<key@nebo.local>`); a letter seen before is accepted and ignored.
 */
export function createLetterServer(centre: ZonalCentre, down: ReadonlySet<SimChannel>, log: (line: string) => void): SMTPServer {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    size: 30 * 1024 * 1024,
    logger: false,
    onConnect: (_session, callback) => callback(down.has('EMAIL') ? refused() : undefined),
    onMailFrom: (_address, _session, callback) => callback(down.has('EMAIL') ? refused() : undefined),
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          const problem = takeLetter(centre, mail, session);
          if (problem) log(`letter refused: ${problem}`);
          callback(problem ? Object.assign(new Error(problem), { responseCode: 550 }) : undefined);
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on('error', (error) => log(`SMTP: ${error.message}`));
  return server;
}

function refused(): Error {
  return Object.assign(new Error('Service not available, closing transmission channel (outage control)'), { responseCode: 421 });
}

/** Null when taken; else why the letter is refused (550). */
function takeLetter(centre: ZonalCentre, mail: ParsedMail, session: SMTPServerSession): string | null {
  const messageId = mail.messageId ?? null;
  // The Message-ID is the dedup key the platform sets (<key@nebo.local>); the subject's [NEBO key] is the fallback.
  const key =
    (messageId ? /^<?([^@>\s]+)@nebo\.local>?$/i.exec(messageId)?.[1] : undefined) ??
    /\[NEBO\s+([^\]\s]+)\]/i.exec(mail.subject ?? '')?.[1];
  if (!key) return 'no key: the Message-ID needs to be <key@nebo.local> or the subject to hold [NEBO <key>]';
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
  const replyAddress = firstAddress(mail.replyTo) ?? firstAddress(mail.from) ?? envelopeFrom;
  if (!replyAddress) return 'no Reply-To or From to answer';
  const letter: LetterOrigin = {
    replyTo: replyAddress,
    messageId: messageId ?? `<${key}@nebo.local>`,
    subject: mail.subject ?? '',
    centreAddress: session.envelope.rcptTo[0]?.address ?? firstAddress(mail.to) ?? null,
  };
  const submission = attachedJson(mail, 'submission.json');
  if (submission) {
    centre.receiveSubmission('EMAIL', key, submission, { letter });
    return null;
  }
  const message =
    attachedJson(mail, 'message.json') ?? (mail.text && /\(\s*[A-Za-z]{3}\s*-/.test(mail.text) ? { text: mail.text.trim() } : null);
  if (message) {
    centre.receiveMessage('EMAIL', key, { ...message, text: message.text ?? mail.text ?? '' }, { letter });
    return null;
  }
  return 'neither submission.json nor message.json is attached, and the body holds no message';
}

function attachedJson(mail: ParsedMail, filename: string): Record<string, unknown> | null {
  const attachment = mail.attachments.find((a) => a.filename?.toLowerCase() === filename);
  if (!attachment) return null;
  try {
    const value: unknown = JSON.parse(attachment.content.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function firstAddress(address: AddressObject | AddressObject[] | undefined): string | null {
  const list = Array.isArray(address) ? address : address ? [address] : [];
  return list.flatMap((a) => a.value).find((v) => v.address)?.address ?? null;
}

/** Mails the centre's replies to the letter's Reply-To, threaded on its Message-ID. */
export class ReplyMailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<NodeJS.Timeout>();

  constructor(
    smtpUrl: string,
    private readonly log: (line: string) => void,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  send(letter: LetterOrigin, text: string, reference: string, attempt = 1): void {
    const subject = letter.subject.startsWith('Re:') ? letter.subject : `Re: ${letter.subject || `[NEBO ${reference}]`}`;
    this.transport
      .sendMail({
        from: letter.centreAddress ?? 'zc@zc.sim.nebo.local',
        to: letter.replyTo,
        subject,
        inReplyTo: letter.messageId,
        references: [letter.messageId],
        text,
      })
      .then(
        () => this.log(`reply to ${reference} mailed to ${letter.replyTo}`),
        (error: Error) => {
          if (attempt >= REPLY_ATTEMPTS) return this.log(`reply to ${reference} not delivered: ${error.message}`);
          const timer = setTimeout(() => {
            this.pending.delete(timer);
            this.send(letter, text, reference, attempt + 1);
          }, REPLY_RETRY_MS * attempt);
          this.pending.add(timer);
        },
      );
  }

  close(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.transport.close();
  }
}

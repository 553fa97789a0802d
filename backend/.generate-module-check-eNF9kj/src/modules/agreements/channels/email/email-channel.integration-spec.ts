import { freePort } from '../../../../testing/auth-test-server';
import { channelsConfig, sampleMessage, sampleSubmission, SAMPLE_PDF } from '../testing/outgoing.fixture';
import { SmtpCentrePeer } from '../testing/smtp-centre-peer';
import { EmailChannel } from './email-channel';

/** The EMAIL adapter over real SMTP: the letter, its Message-ID, subject and attachments as the centre receives them. */
describe('EMAIL channel', () => {
  let peer: SmtpCentrePeer;
  let channel: EmailChannel;

  beforeAll(async () => {
    peer = await new SmtpCentrePeer().start();
    channel = new EmailChannel(channelsConfig({ smtpUrl: peer.url }));
  });

  afterAll(async () => {
    channel.onModuleDestroy();
    await peer.stop();
  });

  it('sends the submission letter with the printed form and submission.json, keyed by its Message-ID', async () => {
    const submission = sampleSubmission();
    const receipt = await channel.submit(submission);

    expect(receipt.externalId).toBe(submission.dedupKey);
    const letter = peer.letters.find((l) => l.mail.messageId === `<${submission.dedupKey}@nebo.local>`)!;
    expect(letter.envelopeTo).toEqual(['zc-moscow@zc.sim.nebo.local']);
    expect(letter.mail.subject).toBe(
      `[NEBO ${submission.dedupKey}] Заявка на использование воздушного пространства — Московский зональный центр ЕС ОрВД`,
    );
    expect(letter.mail.from?.value).toEqual([{ name: 'Nebo', address: 'orvd@nebo.local' }]);
    expect(letter.mail.replyTo?.text).toBe('orvd-replies@replies.nebo.local');
    expect(letter.mail.text).toContain('Режим: № ВР-12 от 2026-11-20');
    expect(letter.mail.text).toContain('25.11.2026, 09:30 – 25.11.2026, 10:45 (2026-11-25T06:30:00.000Z – 2026-11-25T07:45:00.000Z)');
    expect(letter.mail.text).toContain('Примечание: ПОЛЁТ НАД ПАРКОМ');

    const [pdf, json] = letter.mail.attachments;
    expect(pdf).toMatchObject({ filename: 'submission.pdf', contentType: 'application/pdf' });
    expect(pdf.content.equals(SAMPLE_PDF)).toBe(true);
    expect(json).toMatchObject({ filename: 'submission.json', contentType: 'application/json' });
    expect(JSON.parse(json.content.toString('utf8'))).toMatchObject({
      reference: submission.dedupKey,
      usageMode: 'TEMPORARY',
      dates: submission.dates,
      document: { filename: 'submission.pdf', content: SAMPLE_PDF.toString('base64') },
    });
  });

  it('a re-sent letter carries the same Message-ID, so the centre recognises it', async () => {
    const submission = sampleSubmission();
    await channel.submit(submission);
    await channel.submit(submission);
    const ids = peer.letters.filter((l) => l.mail.subject?.includes(submission.dedupKey)).map((l) => l.mail.messageId);
    expect(ids).toEqual([`<${submission.dedupKey}@nebo.local>`, `<${submission.dedupKey}@nebo.local>`]);
  });

  it('sends a flight message with its text in the body and message.json', async () => {
    const message = sampleMessage({
      kind: 'CNL',
      authority: { code: 'ZC-MOSCOW', name: 'МЗЦ', submissionEmail: 'a@zc.sim.nebo.local; b@zc.sim.nebo.local' },
    });
    expect(await channel.sendMessage(message)).toMatchObject({ externalId: message.dedupKey });
    const letter = peer.letters.find((l) => l.mail.messageId === `<${message.dedupKey}@nebo.local>`)!;
    expect(letter.envelopeTo).toEqual(['a@zc.sim.nebo.local', 'b@zc.sim.nebo.local']);
    expect(letter.mail.subject).toBe(`[NEBO ${message.dedupKey}] CNL — МЗЦ`);
    expect(letter.mail.text).toContain(message.text);
    expect(JSON.parse(letter.mail.attachments[0].content.toString('utf8'))).toEqual({
      kind: 'CNL',
      dateId: message.dateId,
      text: message.text,
      submissionExternalId: 'ext-1',
      reference: message.dedupKey,
    });
    expect(await channel.poll()).toEqual([]);
  });

  it('health verifies the SMTP connection; a dead server is a retryable failure of a send', async () => {
    expect(await channel.health()).toEqual({ healthy: true });
    const dead = new EmailChannel(channelsConfig({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` }));
    try {
      const health = await dead.health();
      expect(health.healthy).toBe(false);
      expect(health.error).toMatch(/^Почтовый сервер зонального центра недоступен/);
      await expect(dead.submit(sampleSubmission())).rejects.toMatchObject({ retryable: true });
    } finally {
      dead.onModuleDestroy();
    }
  });
});

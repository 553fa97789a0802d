import { Test, type TestingModule } from '@nestjs/testing';
import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { Clock } from '../../../../common/clock/clock';
import { freePort } from '../../../../testing/auth-test-server';
import { ReplyIngest } from '../../services/reply-ingest.service';
import { AGREEMENTS_CHANNELS_CONFIG } from '../agreements-channels.config';
import { channelsConfig } from '../testing/outgoing.fixture';
import { InboundMailListener } from './inbound-mail.listener';

// The listener's only collaborator is the agreements' ReplyIngest; a fake stands in for it, registered under its class.
jest.mock('../../services/reply-ingest.service', () => ({ ReplyIngest: class ReplyIngest {} }), { virtual: true });

const NOW = new Date('2026-11-24T10:00:00.000Z');
const IDEP = '-TITLE IDEP -SID 7772251060 -ADD 241125 -ATD 0930 -ADEP ZZZZ -REF msg-1';

/** The inbound SMTP listener over a real socket, started and stopped by the Nest lifecycle. */
describe('inbound mail listener', () => {
  let moduleRef: TestingModule;
  let port: number;
  const ingest = jest.fn<Promise<void>, unknown[]>();

  beforeAll(async () => {
    port = await freePort();
    moduleRef = await Test.createTestingModule({
      providers: [
        InboundMailListener,
        {
          provide: AGREEMENTS_CHANNELS_CONFIG,
          useValue: channelsConfig({ inboundSmtpPort: port, replyAddress: 'Nebo <orvd-replies@replies.nebo.local>' }),
        },
        { provide: ReplyIngest, useValue: { ingest } },
        { provide: Clock, useValue: { now: () => NOW } },
      ],
    }).compile();
    moduleRef.useLogger(false);
    await moduleRef.init();
  });

  afterAll(() => moduleRef?.close());

  beforeEach(() => {
    ingest.mockReset();
    ingest.mockResolvedValue(undefined);
  });

  const send = (mail: Mail.Options) => {
    const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    return transport
      .sendMail({ from: 'zc-moscow@zc.sim.nebo.local', to: 'orvd-replies@replies.nebo.local', ...mail })
      .finally(() => transport.close());
  };

  it('starts on bootstrap on the configured port', () => {
    expect(moduleRef.get(InboundMailListener).port).toBe(port);
  });

  it('hands a reply to ReplyIngest with the key from the subject', async () => {
    await send({ subject: 'Re: [NEBO msg-1] SHR — МЗЦ', text: IDEP });
    expect(ingest).toHaveBeenCalledWith('EMAIL', { text: IDEP, receivedAt: NOW.toISOString() }, { reference: 'msg-1' });
  });

  it('takes the key from In-Reply-To when the subject lost it', async () => {
    await send({ subject: 'Ответ зонального центра', text: '-TITLE ACK -SID 1', inReplyTo: '<msg-9@nebo.local>' });
    expect(ingest).toHaveBeenCalledWith('EMAIL', { text: '-TITLE ACK -SID 1', receivedAt: NOW.toISOString() }, { reference: 'msg-9' });
  });

  it('refuses mail for any other mailbox with 550', async () => {
    await expect(send({ to: 'someone@else.ru', subject: '[NEBO msg-1]', text: IDEP })).rejects.toMatchObject({ responseCode: 550 });
    expect(ingest).not.toHaveBeenCalled();
  });

  it('accepts and ignores a mail without a reply in it, and keeps serving after a broken one', async () => {
    await send({ subject: '[NEBO msg-1]', text: '' });
    await send({
      envelope: { from: 'zc@zc.sim.nebo.local', to: ['orvd-replies@replies.nebo.local'] },
      raw: 'Content-Type: multipart/mixed; boundary="never-closed"\r\nSubject: =?bogus?Q?\r\n\r\n--never-closed\r\nContent-Transfer-Encoding: base64\r\n\r\n%%%%\r\n',
    });
    await send({ subject: '[NEBO msg-3]', text: '-TITLE ACK -SID 3' });
    expect(ingest.mock.calls.map((call) => call[2])).toEqual([{ reference: 'msg-3' }]);
  });

  it('answers 451 when the reply cannot be stored, so the sender retries', async () => {
    ingest.mockRejectedValueOnce(new Error('database is down'));
    await expect(send({ subject: '[NEBO msg-4]', text: '-TITLE ACK -SID 4' })).rejects.toMatchObject({ responseCode: 451 });
    await send({ subject: '[NEBO msg-4]', text: '-TITLE ACK -SID 4' });
    expect(ingest).toHaveBeenCalledTimes(2);
  });

  it('refuses a mail over 5 MB', async () => {
    const error = await send({ subject: '[NEBO msg-5]', text: 'x'.repeat(6 * 1024 * 1024) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ responseCode: 552 });
    expect(ingest).not.toHaveBeenCalled();
  });
});

describe('inbound mail listener lifecycle', () => {
  const build = (inboundSmtpPort: number) =>
    Test.createTestingModule({
      providers: [
        InboundMailListener,
        { provide: AGREEMENTS_CHANNELS_CONFIG, useValue: channelsConfig({ inboundSmtpPort }) },
        { provide: ReplyIngest, useValue: { ingest: jest.fn() } },
        { provide: Clock, useValue: { now: () => NOW } },
      ],
    })
      .compile()
      .then((moduleRef) => {
        moduleRef.useLogger(false);
        return moduleRef;
      });

  it('stops listening on shutdown', async () => {
    const port = await freePort();
    const moduleRef = await build(port);
    await moduleRef.init();
    await moduleRef.close();
    const transport = createTransport({ host: '127.0.0.1', port, ignoreTLS: true });
    await expect(transport.verify()).rejects.toMatchObject({ code: 'ESOCKET' });
  });

  it('port 0 leaves it off; a taken port is logged, not fatal', async () => {
    const off = await build(0);
    await off.init();
    expect(off.get(InboundMailListener).port).toBe(0);
    await off.close();

    const port = await freePort();
    const first = await build(port);
    await first.init();
    const second = await build(port);
    await second.init();
    expect(second.get(InboundMailListener).port).toBe(0);
    await Promise.all([first.close(), second.close()]);
  });
});

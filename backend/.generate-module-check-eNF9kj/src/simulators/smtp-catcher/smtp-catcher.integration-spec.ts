import { createTransport } from 'nodemailer';
import type { CaughtMessage } from './caught-message';
import { SmtpCatcher } from './smtp-catcher';

describe('SMTP catcher simulator', () => {
  let catcher: SmtpCatcher;
  let inbox: string;

  beforeAll(async () => {
    catcher = await new SmtpCatcher().start({ smtpPort: 0, httpPort: 0 });
    inbox = `http://127.0.0.1:${catcher.httpPort}`;
  });

  afterAll(() => catcher.stop());

  beforeEach(async () => {
    expect((await fetch(`${inbox}/messages`, { method: 'DELETE' })).status).toBe(204);
  });

  const send = (fields: { to: string; subject: string; text: string; html?: string }) =>
    createTransport(`smtp://127.0.0.1:${catcher.smtpPort}`).sendMail({
      from: 'Nebo <no-reply@nebo.local>',
      messageId: '<job-1@nebo.local>',
      ...fields,
    });

  it('receives a message over SMTP and lists it as JSON', async () => {
    await send({ to: 'pilot@nebo.local', subject: 'Смена пароля', text: 'Ссылка: http://localhost:3000/x?key=1', html: '<p>Ссылка</p>' });
    const messages = (await (await fetch(`${inbox}/messages`)).json()) as CaughtMessage[];
    expect(messages).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        envelope: { from: 'no-reply@nebo.local', to: ['pilot@nebo.local'] },
        messageId: '<job-1@nebo.local>',
        from: '"Nebo" <no-reply@nebo.local>',
        to: 'pilot@nebo.local',
        subject: 'Смена пароля',
        text: 'Ссылка: http://localhost:3000/x?key=1',
        html: '<p>Ссылка</p>',
      }),
    ]);
    const one = await fetch(`${inbox}/messages/${messages[0].id}`);
    expect(((await one.json()) as CaughtMessage).subject).toBe('Смена пароля');
    expect((await fetch(`${inbox}/messages/999999`)).status).toBe(404);
  });

  it("shows the inbox as a Russian HTML page with the sender's text escaped and links clickable", async () => {
    await send({ to: 'a@b.ru', subject: '<script>alert(1)</script>', text: 'Перейдите: https://example.ru/?a=1&b=2' });
    const response = await fetch(`${inbox}/`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<html lang="ru">');
    expect(page).toContain('Перехваченные письма (1)');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('<a href="https://example.ru/?a=1&amp;b=2">');
  });

  it('empties the inbox on DELETE /messages and answers 404 elsewhere', async () => {
    await send({ to: 'a@b.ru', subject: 'one', text: 'x' });
    await fetch(`${inbox}/messages`, { method: 'DELETE' });
    expect(await (await fetch(`${inbox}/messages`)).json()).toEqual([]);
    expect(await (await fetch(`${inbox}/`)).text()).toContain('Писем пока нет.');
    expect((await fetch(`${inbox}/nothing`)).status).toBe(404);
  });
});

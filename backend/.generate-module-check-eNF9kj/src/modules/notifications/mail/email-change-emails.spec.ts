import { renderEmailChangeConfirmation, renderEmailChangedNotice, renderEmailChangeRequestedNotice } from './email-change-emails';

const url = 'http://localhost:8080/email-change/undo/#token=abc&x';
const expiresAt = new Date('2026-11-22T21:00:00Z');

describe('e-mail change e-mails', () => {
  it('asks the new address to confirm, with the link and its expiry, without naming the old address', () => {
    const email = renderEmailChangeConfirmation({ to: 'new@mail.ru', locale: 'ru', name: 'Иван', url, expiresAt });
    expect(email).toMatchObject({ to: 'new@mail.ru', subject: 'Nebo: подтвердите новый адрес электронной почты' });
    expect(email.text).toContain('Здравствуйте, Иван!');
    expect(email.text).toContain(`\n\n${url}\n\n`);
    expect(email.text).toContain('до 23.11.2026, 00:00 (МСК)');
    expect(email.html).toContain('href="http://localhost:8080/email-change/undo/#token=abc&amp;x"');
  });

  it('tells the old address what was asked for and how to cancel it', () => {
    const email = renderEmailChangeRequestedNotice({
      to: 'old@mail.ru',
      locale: 'en',
      name: null,
      newEmail: 'new@mail.ru',
      url,
      expiresAt,
    });
    expect(email.subject).toBe('Nebo: a change of your e-mail address was requested');
    expect(email.text).toContain('Hello!');
    expect(email.text).toContain('to new@mail.ru.');
    expect(email.text).toContain('If it was not you, cancel the change');
    expect(email.text).toContain(url);
    expect(email.text).toContain('(Moscow time)');
  });

  it('tells the old address the change happened and how to undo it, escaping what it quotes in HTML', () => {
    const email = renderEmailChangedNotice({
      to: 'old@mail.ru',
      locale: 'ru',
      name: '<b>Иван</b>',
      newEmail: 'x"@mail.ru',
      url,
      expiresAt,
      changedAt: new Date('2026-11-21T09:30:00Z'),
    });
    expect(email.subject).toBe('Nebo: адрес электронной почты изменён');
    expect(email.text).toContain('изменена на x"@mail.ru — 21.11.2026, 12:30 (МСК).');
    expect(email.text).toContain(url);
    expect(email.html).toContain('Здравствуйте, &lt;b&gt;Иван&lt;/b&gt;!');
    expect(email.html).toContain('x&quot;@mail.ru');
    expect(email.html).toContain('>Вернуть прежний адрес</a>');
  });
});

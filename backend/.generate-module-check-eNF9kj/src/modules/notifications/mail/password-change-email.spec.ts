import { renderPasswordChangeEmail } from './password-change-email';

const base = {
  to: 'pilot@nebo.local',
  url: 'http://localhost:3000/realms/nebo/login-actions/action-token?key=abc&lang=ru',
  expiresAt: new Date('2026-11-22T21:00:00Z'),
};

describe('renderPasswordChangeEmail', () => {
  it('writes a Russian e-mail with the link and its expiry in Moscow time', () => {
    const email = renderPasswordChangeEmail({ ...base, locale: 'ru', name: 'Иван' });
    expect(email.to).toBe('pilot@nebo.local');
    expect(email.subject).toBe('Nebo: смена пароля');
    expect(email.text).toContain('Здравствуйте, Иван!');
    expect(email.text).toContain(base.url);
    expect(email.text).toContain('до 23.11.2026, 00:00 (МСК)');
    expect(email.html).toContain('href="http://localhost:3000/realms/nebo/login-actions/action-token?key=abc&amp;lang=ru"');
  });

  it('writes English and escapes the name in HTML', () => {
    const email = renderPasswordChangeEmail({ ...base, locale: 'en', name: '<b>Ivan</b>' });
    expect(email.subject).toBe('Nebo: change your password');
    expect(email.text).toContain('Hello, <b>Ivan</b>!');
    expect(email.html).toContain('Hello, &lt;b&gt;Ivan&lt;/b&gt;!');
    expect(email.text).toContain('(Moscow time)');
  });
});

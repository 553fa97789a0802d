import { renderInvitationEmail } from './invitation-email';
import { hashInvitationToken, isWellFormedInvitationToken, newInvitationToken } from './invitation-token';

describe('the invitation e-mail and token (D10)', () => {
  it('carries the link, the authority in both languages and the expiry in Moscow time', () => {
    const email = renderInvitationEmail({
      to: 'new@x.ru',
      authorityName: { ru: 'Московский ЗЦ', en: 'Moscow ZC' },
      position: 'Диспетчер',
      url: 'http://localhost:8082/employee-invitation/?token=abc',
      expiresAt: new Date('2026-05-08T09:00:00Z'),
    });
    expect(email.to).toBe('new@x.ru');
    expect(email.text).toContain('«Московский ЗЦ»');
    expect(email.text).toContain('“Moscow ZC”');
    expect(email.text).toContain('http://localhost:8082/employee-invitation/?token=abc');
    expect(email.text).toContain('08.05.2026, 12:00 (МСК)');
    expect(email.html).toContain('href="http://localhost:8082/employee-invitation/?token=abc"');
  });

  it('makes 256-bit tokens and keeps only their hash', () => {
    const token = newInvitationToken();
    expect(isWellFormedInvitationToken(token)).toBe(true);
    expect(hashInvitationToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(newInvitationToken()).not.toBe(token);
    expect(isWellFormedInvitationToken('../etc')).toBe(false);
  });
});

import { renderCompanyInvitationEmail } from './invitation-email';
import { hashInvitationToken, isWellFormedInvitationToken, newInvitationToken } from './invitation-token';

describe('the company invitation e-mail and token (D10)', () => {
  const model = {
    to: 'new@x.ru',
    companyName: 'ООО «Небо-Тест»',
    roles: ['PILOT', 'SIGNER'] as const,
    position: 'Пилот-инструктор',
    url: 'http://localhost:8080/employee-invitation/?token=abc&kind=company',
    expiresAt: new Date('2026-05-08T09:00:00Z'),
  };

  it('carries the link, the company, the roles in both languages and the expiry in Moscow time', () => {
    const email = renderCompanyInvitationEmail(model);
    expect(email.to).toBe('new@x.ru');
    expect(email.subject).toContain('Nebo');
    expect(email.text).toContain('«ООО «Небо-Тест»»');
    expect(email.text).toContain('Роли: Пилот, Подписант, должность: Пилот-инструктор.');
    expect(email.text).toContain('Roles: Pilot, Signer, position: Пилот-инструктор.');
    expect(email.text).toContain('http://localhost:8080/employee-invitation/?token=abc&kind=company');
    expect(email.text).toContain('08.05.2026, 12:00 (МСК)');
    expect(email.html).toContain('href="http://localhost:8080/employee-invitation/?token=abc&amp;kind=company"');
  });

  it('leaves the position out when there is none', () => {
    const email = renderCompanyInvitationEmail({ ...model, roles: ['ADMIN'], position: null });
    expect(email.text).toContain('Роли: Администратор.');
    expect(email.text).not.toContain('должность');
  });

  it('makes 256-bit tokens and keeps only their hash', () => {
    const token = newInvitationToken();
    expect(isWellFormedInvitationToken(token)).toBe(true);
    expect(hashInvitationToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(isWellFormedInvitationToken('../etc')).toBe(false);
  });
});

import { decisionEmail, decisionLink, decisionNotice, type DecisionFacts } from './decision-message';

const facts = (over: Partial<DecisionFacts> = {}): DecisionFacts => ({
  requestId: 'r1',
  kind: 'REGISTRATION',
  status: 'FIX_REQUIRED',
  companyName: 'ООО «Небо»',
  commentary: 'Проверьте ОГРН',
  ...over,
});

describe('decision messages (D5)', () => {
  it('links the registration form, the company area after approval, the profile for a change', () => {
    expect(decisionLink(facts())).toBe('/register-company/');
    expect(decisionLink(facts({ status: 'DECLINED' }))).toBe('/register-company/');
    expect(decisionLink(facts({ status: 'APPROVED' }))).toBe('/company/');
    expect(decisionLink(facts({ kind: 'CHANGE', status: 'CONFIRMED' }))).toBe('/company/profile/');
  });

  it('e-mails the decision in Russian with the commentary and the absolute link', () => {
    const mail = decisionEmail(facts(), 'a@nebo.test', 'http://localhost:8080/');
    expect(mail.to).toBe('a@nebo.test');
    expect(mail.subject).toBe('Nebo: заявка на регистрацию компании требует исправлений');
    expect(mail.text).toContain('Комментарий проверяющего: Проверьте ОГРН');
    expect(mail.text).toContain('http://localhost:8080/register-company/');
    expect(mail.html).toContain('<p>Комментарий проверяющего: Проверьте ОГРН</p>');
    expect(decisionEmail(facts({ status: 'APPROVED', commentary: null }), 'a@nebo.test', 'http://x').text).not.toContain('Комментарий');
  });

  it('notices in both languages, the commentary appended', () => {
    const notice = decisionNotice(facts({ kind: 'CHANGE', status: 'DECLINED', commentary: 'Нет документов' }));
    expect(notice).toEqual({
      event: 'company-registration.declined',
      title: { ru: 'В изменении данных компании отказано', en: 'Company data change declined' },
      body: {
        ru: expect.stringMatching(/отклонена\. Комментарий: Нет документов$/),
        en: expect.stringMatching(/declined\. Comment: Нет документов$/),
      },
      link: '/company/profile/',
    });
    expect(decisionNotice(facts()).event).toBe('company-registration.fix-required');
  });
});

import { absoluteLink, noticeEmail } from './notice-email';

describe('noticeEmail', () => {
  it('uses the title as the subject, escapes the HTML and shows the link as a bare URL in the text', () => {
    const email = noticeEmail({ to: 'a@x.ru', locale: 'ru', title: 'Заявка <1>', body: 'Текст & ещё', url: 'https://nebo.ru/flight/' });
    expect(email.subject).toBe('Nebo: Заявка <1>');
    expect(email.text).toContain('\n\nhttps://nebo.ru/flight/\n\n');
    expect(email.html).toContain('<p>Заявка &lt;1&gt;</p>');
    expect(email.html).toContain('<a href="https://nebo.ru/flight/">Открыть на портале Nebo</a>');
  });

  it('leaves the link out when the notice has none, and speaks English to English readers', () => {
    const email = noticeEmail({ to: 'a@x.ru', locale: 'en', title: 'Approved', body: 'Done', url: null });
    expect(email.html).not.toContain('<a ');
    expect(email.text).toContain('notification settings');
  });
});

describe('absoluteLink', () => {
  it('joins the portal and the path with one slash and keeps absolute links', () => {
    expect(absoluteLink('http://localhost:8080/', '/flight/requests/1/')).toBe('http://localhost:8080/flight/requests/1/');
    expect(absoluteLink('http://localhost:8080', 'flight/')).toBe('http://localhost:8080/flight/');
    expect(absoluteLink('http://localhost:8080', 'https://other.ru/x')).toBe('https://other.ru/x');
    expect(absoluteLink('http://localhost:8080', null)).toBeNull();
  });
});

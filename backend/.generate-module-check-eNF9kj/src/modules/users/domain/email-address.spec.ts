import { normalizeEmail } from './email-address';

describe('normalizeEmail', () => {
  it('trims and accepts real addresses, Cyrillic domains included', () => {
    expect(normalizeEmail('  Ivan.Petrov+nebo@mail.ru ')).toEqual({ ok: true, email: 'Ivan.Petrov+nebo@mail.ru' });
    expect(normalizeEmail('пилот@небо.рф')).toEqual({ ok: true, email: 'пилот@небо.рф' });
  });

  it.each(['', 'ivan', 'ivan@', 'ivan@mail', 'iv an@mail.ru', 'a@b@c.ru', `${'a'.repeat(250)}@b.ru`])('refuses "%s"', (input) => {
    expect(normalizeEmail(input).ok).toBe(false);
  });
});

import { parseContacts, splitJoined } from './authority-contacts-input';

describe('authority contacts on the wire (D9)', () => {
  it('splits a ;-joined list, trimming and dropping empties', () => {
    expect(splitJoined(' a@x.ru ; ;b@y.ru;')).toEqual(['a@x.ru', 'b@y.ru']);
    expect(splitJoined('')).toEqual([]);
    expect(splitJoined(null)).toEqual([]);
  });

  it('normalises phones to 7XXXXXXXXXX and e-mails to lower case, without duplicates', () => {
    const { contacts, errors } = parseContacts([
      {
        type: 'GENERAL',
        email: 'A@X.ru;a@x.ru',
        phone: '+7 (495) 123-45-67;84951234567;4957654321',
        spokesmanPost: ' ',
        spokesmanFullName: 'Иванов',
      },
    ]);
    expect(errors).toEqual([]);
    expect(contacts).toEqual([
      { type: 'GENERAL', emails: ['a@x.ru'], phones: ['74951234567', '74957654321'], spokesmanPost: null, spokesmanFullName: 'Иванов' },
    ]);
  });

  it('names every bad item and a repeated type', () => {
    const { errors } = parseContacts([
      { type: 'SHR', email: 'ok@x.ru;bad', phone: '123' },
      { type: 'SHR', email: 'c@x.ru' },
    ]);
    expect(errors.map((e) => e.field)).toEqual(['contacts[0].email', 'contacts[0].phone', 'contacts[1].type']);
    expect(errors[0].error).toContain('bad');
  });
});

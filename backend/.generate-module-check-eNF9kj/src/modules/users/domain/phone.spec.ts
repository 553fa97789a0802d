import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+7 (912) 345-67-89', '79123456789'],
    ['79123456789', '79123456789'],
    ['8 912 345 67 89', '79123456789'],
    ['9123456789', '79123456789'],
    ['  +7-495-123-45-67 ', '74951234567'],
  ])('reduces %s to %s', (input, phone) => {
    expect(normalizePhone(input)).toEqual({ ok: true, phone });
  });

  it.each([
    ['', 'phone should not be empty'],
    ['+1 202 555 0123', 'phone must be a Russian number: country code 7 and 10 more digits'],
    ['+8 912 345 67 89', 'phone must be a Russian number: country code 7 and 10 more digits'],
    ['912345678', 'phone must be a Russian number: country code 7 and 10 more digits'],
    ['791234567890', 'phone must be a Russian number: country code 7 and 10 more digits'],
    ['+7 912 ABC 67 89', 'phone may contain only digits, spaces, brackets, hyphens and a leading +'],
  ])('refuses "%s"', (input, error) => {
    expect(normalizePhone(input)).toEqual({ ok: false, error });
  });
});

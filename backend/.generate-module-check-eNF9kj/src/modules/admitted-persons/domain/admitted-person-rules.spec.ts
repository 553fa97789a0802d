import { admittedPersonProblems } from './admitted-person-rules';

const TODAY = '2026-11-22';
const person = {
  birthDate: '1990-05-14',
  phone: '+7 (912) 345-67-89',
  document: { typeCode: 'RU_PASSPORT' as const, series: '4510', number: '123456' },
};

describe('admittedPersonProblems', () => {
  it('accepts an adult with a Russian phone and a well-formed passport, reducing the phone to digits', () => {
    expect(admittedPersonProblems(person, TODAY)).toEqual({ errors: [], phone: '79123456789' });
  });

  it('applies the age range 18 to 100 on the given day', () => {
    expect(admittedPersonProblems({ ...person, birthDate: '2008-11-22' }, TODAY).errors).toEqual([]);
    expect(admittedPersonProblems({ ...person, birthDate: '2008-11-23' }, TODAY).errors.map((e) => e.field)).toEqual(['birthDate']);
    expect(admittedPersonProblems({ ...person, birthDate: '1925-11-22' }, TODAY).errors.map((e) => e.field)).toEqual(['birthDate']);
    expect(admittedPersonProblems({ ...person, birthDate: '2027-01-01' }, TODAY).errors).toEqual([
      { field: 'birthDate', error: 'birthDate must not be in the future' },
    ]);
  });

  it('refuses foreign phones and malformed document numbers', () => {
    const result = admittedPersonProblems(
      { ...person, phone: '+1 212 555 0100', document: { typeCode: 'RU_MILITARY_TICKET', series: 'AB', number: '12' } },
      TODAY,
    );
    expect(result.errors.map((e) => e.field)).toEqual(['phone', 'document.series', 'document.number']);
  });
});

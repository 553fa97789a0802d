import { companyStaffMayRead } from './company-file-access';

describe('companyStaffMayRead', () => {
  const company = { kind: 'COMPANY' as const, id: 'c-1' };

  it("lets an employee read their own company's drone files", () => {
    expect(companyStaffMayRead(company, 'c-1')).toBe(true);
  });

  it.each([
    ['another company', company, 'c-2'],
    ['no company', company, null],
    ["a pilot's drone whose user id happens to equal the company id", { kind: 'USER' as const, id: 'c-1' }, 'c-1'],
    ['a file no drone shows', null, 'c-1'],
  ])('refuses %s', (_case, owner, companyId) => {
    expect(companyStaffMayRead(owner, companyId)).toBe(false);
  });
});

import { isCompanyAdmin, losesLastAdmin, normaliseRoles } from './staff-roles';

describe('staff roles', () => {
  it('counts ADMIN and MANAGER as company admins', () => {
    expect(isCompanyAdmin(['ADMIN'])).toBe(true);
    expect(isCompanyAdmin(['MANAGER', 'PILOT'])).toBe(true);
    expect(isCompanyAdmin(['PILOT', 'SIGNER'])).toBe(false);
  });

  it('orders and deduplicates roles', () => {
    expect(normaliseRoles(['SIGNER', 'ADMIN', 'SIGNER'])).toEqual(['ADMIN', 'SIGNER']);
  });

  it('refuses only the change that takes ADMIN from the last one holding it', () => {
    expect(losesLastAdmin(['ADMIN'], ['MANAGER'], 1)).toBe(true);
    expect(losesLastAdmin(['ADMIN'], null, 1)).toBe(true);
    expect(losesLastAdmin(['ADMIN'], ['MANAGER'], 2)).toBe(false);
    expect(losesLastAdmin(['ADMIN'], ['ADMIN', 'PILOT'], 1)).toBe(false);
    expect(losesLastAdmin(['PILOT'], null, 1)).toBe(false);
  });
});

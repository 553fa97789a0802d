import { summaryScope } from './summary-scope';

describe('summaryScope', () => {
  it('gives each demo audience its scope (docs/contracts.md)', () => {
    expect(summaryScope(['user', 'individual'], null)).toEqual(['user', 'individual']);
    expect(summaryScope(['user', 'juridical'], { type: 'JURIDICAL_ENTITY', staffRoles: ['ADMIN'] })).toEqual([
      'user',
      'juridical',
      'ADMIN',
    ]);
    expect(summaryScope(['user', 'authority'], { type: 'AUTHORITY', staffRoles: [] })).toEqual(['user', 'AUTHORITY']);
    expect(summaryScope(['admin'], null)).toEqual(['admin']);
    expect(summaryScope(['user', 'moderator'], null)).toEqual(['user', 'moderator']);
  });

  it('reduces a platform admin to ["admin"] whatever else they hold', () => {
    expect(summaryScope(['user', 'individual', 'admin'], { type: 'JURIDICAL_ENTITY', staffRoles: ['ADMIN'] })).toEqual(['admin']);
  });

  it('lists staff roles in a stable order for company employees, including individual entrepreneurs', () => {
    expect(summaryScope(['user'], { type: 'INDIVIDUAL_ENTREPRENEUR', staffRoles: ['SIGNER', 'MANAGER', 'PILOT'] })).toEqual([
      'user',
      'juridical',
      'MANAGER',
      'PILOT',
      'SIGNER',
    ]);
  });

  it('gives "user" alone to an account with no audience roles yet', () => {
    expect(summaryScope([], null)).toEqual(['user']);
  });
});

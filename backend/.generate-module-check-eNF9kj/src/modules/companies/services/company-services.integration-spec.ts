import { DataSource } from 'typeorm';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { companyWithAdmin, legalEntityInfo, newPerson, signIn } from '../testing/company-fixtures';
import { CompanyDirectory } from './company-directory';
import { CompanyMembership } from './company-membership';
import { CompanyStaff } from './company-staff';

/** The API the company-area modules build on: CompanyDirectory, CompanyStaff, CompanyMembership. */
let t: TestApp;
let directory: CompanyDirectory;
let staff: CompanyStaff;
let membership: CompanyMembership;

beforeAll(async () => {
  t = await startTestApp();
  directory = t.app.get(CompanyDirectory);
  staff = t.app.get(CompanyStaff);
  membership = t.app.get(CompanyMembership);
});

afterAll(() => t.close());

const inTransaction = <T>(work: (manager: DataSource['manager']) => Promise<T>) => t.dataSource.transaction(work);

describe('CompanyDirectory', () => {
  it('creates a company, reads it, applies info, keeps the avatar and the payment info', async () => {
    const info = legalEntityInfo({ website: 'https://nebo.test' });
    const id = await inTransaction((manager) => directory.create(manager, info, null));
    const record = await directory.get(id);
    expect(record).toEqual({ id, ...info, avatarFileId: null, createdAt: expect.any(Date) });
    expect(await directory.innTaken(info.inn)).toBe(true);
    expect(await directory.innTaken(info.inn, id)).toBe(false);

    await inTransaction((manager) =>
      directory.applyInfo(manager, id, { email: 'new@nebo.test', managerPatronymic: null, website: undefined }),
    );
    expect(await directory.get(id)).toMatchObject({ email: 'new@nebo.test', website: 'https://nebo.test' });

    expect(await directory.paymentInfo(id)).toEqual({
      bankName: null,
      bankKpp: null,
      bankBik: null,
      bankAccountNumber: null,
      bankCorrespondentAccount: null,
    });
    const payment = {
      bankName: 'Банк',
      bankKpp: '770101001',
      bankBik: '044525225',
      bankAccountNumber: '40702810938000000001',
      bankCorrespondentAccount: '30101810400000000225',
    };
    await directory.setPaymentInfo(id, payment);
    expect(await directory.paymentInfo(id)).toEqual(payment);
    await expect(directory.paymentInfo('00000000-0000-4000-8000-00000000ffff')).rejects.toMatchObject({ code: 'companies.not-found' });
    await directory.setAvatar(undefined, id, null);
  });
});

describe('CompanyStaff', () => {
  it('adds an employee with the employment, refuses someone employed elsewhere, counts roles and admins', async () => {
    const company = await companyWithAdmin(t, 'Staff');
    const other = await companyWithAdmin(t, 'Other');
    const person = await signIn(t, newPerson('Joiner'));
    const added = await inTransaction((manager) =>
      staff.addEmployee(manager, { companyId: company.id, userId: person.userId, roles: ['PILOT', 'SIGNER'], position: 'Пилот' }),
    );
    expect(added).toEqual({ employeeId: expect.any(String) });
    const employeeId = (added as { employeeId: string }).employeeId;
    expect(await staff.employee(company.id, employeeId)).toMatchObject({
      userId: person.userId,
      roles: ['PILOT', 'SIGNER'],
      position: 'Пилот',
    });
    expect(await staff.employee(other.id, employeeId)).toBeNull();
    expect(await staff.byUser(person.userId)).toMatchObject({ id: employeeId, companyId: company.id });
    const [employment] = await t.dataSource.query(
      'SELECT type, organisation_id, organisation_name, staff_roles FROM user_employments WHERE user_id = $1',
      [person.userId],
    );
    expect(employment).toEqual({
      type: 'JURIDICAL_ENTITY',
      organisation_id: company.id,
      organisation_name: company.info.shortName,
      staff_roles: ['PILOT', 'SIGNER'],
    });

    // Again into the same company: the same employee. Into another: refused, nothing written.
    expect(
      await inTransaction((manager) => staff.addEmployee(manager, { companyId: company.id, userId: person.userId, roles: ['PILOT'] })),
    ).toEqual({ employeeId });
    expect(
      await inTransaction((manager) => staff.addEmployee(manager, { companyId: other.id, userId: person.userId, roles: ['ADMIN'] })),
    ).toBe('employed-elsewhere');
    expect(await staff.rolesCounts(other.id)).toEqual([
      { code: 'ADMIN', count: 1 },
      { code: 'MANAGER', count: 0 },
      { code: 'PILOT', count: 0 },
      { code: 'SIGNER', count: 0 },
    ]);
    expect(await staff.rolesCounts(company.id)).toEqual([
      { code: 'ADMIN', count: 1 },
      { code: 'MANAGER', count: 0 },
      { code: 'PILOT', count: 1 },
      { code: 'SIGNER', count: 1 },
    ]);
    expect(await staff.adminUserIds(company.id)).toEqual([company.admin.userId]);
  });

  it("records an entrepreneur's employees as INDIVIDUAL_ENTREPRENEUR", async () => {
    const info = legalEntityInfo({ companyType: 'IP', inn: '770100000079', kpp: null, ogrn: '304770000000019' });
    await t.dataSource.query('DELETE FROM companies WHERE inn = $1', [info.inn]);
    const id = await inTransaction((manager) => directory.create(manager, info, null));
    const person = await signIn(t, newPerson('Entrepreneur'));
    await inTransaction((manager) => staff.addEmployee(manager, { companyId: id, userId: person.userId, roles: ['ADMIN'] }));
    const [employment] = await t.dataSource.query('SELECT type FROM user_employments WHERE user_id = $1', [person.userId]);
    expect(employment.type).toBe('INDIVIDUAL_ENTREPRENEUR');
  });
});

describe('CompanyMembership', () => {
  it('knows members, admins and outsiders', async () => {
    const company = await companyWithAdmin(t, 'Members');
    const caller = { principal: {} as never, userId: company.admin.userId };
    expect(await membership.requireAdmin(caller)).toEqual({
      companyId: company.id,
      employeeId: company.admin.employeeId,
      userId: company.admin.userId,
      roles: ['ADMIN'],
      isAdmin: true,
    });
    const outsider = await signIn(t, newPerson('Nobody'));
    await expect(membership.require({ principal: {} as never, userId: outsider.userId })).rejects.toMatchObject({
      code: 'companies.not-a-member',
    });
    await t.dataSource.query(`UPDATE company_employees SET roles = '{SIGNER}' WHERE id = $1`, [company.admin.employeeId]);
    await expect(membership.requireAdmin({ principal: {} as never, userId: company.admin.userId })).rejects.toMatchObject({
      code: 'companies.admin-only',
    });
  });
});

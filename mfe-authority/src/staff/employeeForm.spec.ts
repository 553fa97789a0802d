import type { AuthorityEmployeeDto } from '../api/types';
import { employeeName, employeeValues, invitePayload, updatePayload, validateEmployee } from './employeeForm';

const t = (key: string) => key;

const employee: AuthorityEmployeeDto = {
  id: 'e1',
  authorityId: 'a1',
  departmentId: null,
  departmentName: null,
  position: 'Диспетчер',
  email: 'new@zc.ru',
  fullName: null,
  isAdmin: false,
  status: 'INVITED',
  invitedAt: '2026-11-20T09:00:00Z',
  joinedAt: null,
};

describe('the employee form', () => {
  it('requires a valid e-mail only when inviting, and a position always', () => {
    expect(validateEmployee({ email: '', position: '', departmentId: '', isAdmin: false }, true, t)).toEqual({
      email: 'employees.errors.emailRequired',
      position: 'employees.errors.positionRequired',
    });
    expect(validateEmployee({ email: 'nope', position: 'Диспетчер', departmentId: '', isAdmin: false }, true, t).email).toEqual(
      expect.any(String),
    );
    expect(validateEmployee({ email: '', position: 'Диспетчер', departmentId: '', isAdmin: false }, false, t)).toEqual({});
  });

  it('sends no department as null and trims the texts', () => {
    expect(invitePayload({ email: ' new@zc.ru ', position: ' Диспетчер ', departmentId: '', isAdmin: true }, 'a1')).toEqual({
      email: 'new@zc.ru',
      position: 'Диспетчер',
      departmentId: null,
      authorityId: 'a1',
      isAdmin: true,
    });
    expect(updatePayload({ ...employeeValues(employee), departmentId: 'd1' }, employee)).toEqual({
      id: 'e1',
      position: 'Диспетчер',
      departmentId: 'd1',
      authorityId: 'a1',
      isAdmin: false,
    });
  });

  it('names a person by the full name once joined, by the e-mail until then', () => {
    expect(employeeName(employee)).toBe('new@zc.ru');
    expect(employeeName({ ...employee, fullName: 'Волков Сергей' })).toBe('Волков Сергей');
  });
});

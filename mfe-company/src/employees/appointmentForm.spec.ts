import { appointmentUpload, validateAppointment, type AppointmentFormValues } from './appointmentForm';
import { validateRolesForm } from './rolesForm';

const scan = new File(['pdf'], 'order.pdf', { type: 'application/pdf' });
const valid: AppointmentFormValues = {
  type: 'ORDER',
  number: ' 12-к ',
  date: '01.02.2026',
  validUntil: '',
  scans: [{ kind: 'new', key: 'a', file: scan }],
};

describe('appointment-basis document form', () => {
  it('needs type, number, a real date and 1..5 scans', () => {
    expect(validateAppointment(valid, false)).toEqual({});
    expect(validateAppointment({ ...valid, type: '', number: ' ', date: '31.02.2026', scans: [] }, false)).toEqual({
      type: 'employees.documents.errors.required',
      number: 'employees.documents.errors.required',
      date: 'employees.documents.errors.date',
      scans: 'employees.documents.errors.scans',
    });
    const six = Array.from({ length: 6 }, (_, index) => ({ kind: 'new' as const, key: String(index), file: scan }));
    expect(validateAppointment({ ...valid, scans: six }, false)).toHaveProperty('scans');
  });

  it('keeps the stored scans on an edit without new ones, and checks the validity order', () => {
    const stored = { ...valid, scans: [{ kind: 'stored' as const, file: { id: 'f1' } }] };
    expect(validateAppointment(stored, true)).toEqual({});
    expect(validateAppointment(stored, false)).toHaveProperty('scans');
    expect(validateAppointment({ ...valid, validUntil: '31.01.2026' }, false)).toEqual({ validUntil: 'employees.documents.errors.order' });
  });

  it('sends dates as YYYY-MM-DD and only the new files', () => {
    expect(appointmentUpload({ ...valid, validUntil: '01.02.2027' })).toEqual({
      input: { type: 'ORDER', number: '12-к', date: '2026-02-01', validUntil: '2027-02-01' },
      files: [scan],
    });
  });
});

describe('roles form', () => {
  it('needs at least one role', () => {
    expect(validateRolesForm({ roles: [], position: '' })).toEqual({ roles: 'employees.edit.rolesRequired' });
    expect(validateRolesForm({ roles: ['PILOT'], position: 'x'.repeat(201) })).toEqual({ position: 'employees.edit.positionTooLong' });
    expect(validateRolesForm({ roles: ['PILOT'], position: 'Пилот' })).toEqual({});
  });
});

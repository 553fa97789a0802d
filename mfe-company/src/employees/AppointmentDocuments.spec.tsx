import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { alertStore } from '@nebo/shared-ui';
import { installFakeXhr, type FakeApi, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { EmployeePage } from './EmployeePage';
import { renderInCompany, setupFakeApi } from './testing';

const BASE = '/business/api/company-profile/employee';
const ID = 'e2';
const DOCS = `${BASE}/${ID}/appointment-basis-document`;

const stored = {
  id: 'doc1',
  employeeId: ID,
  type: 'ORDER',
  number: '12-к',
  date: '2026-02-01',
  validUntil: null,
  scans: [{ id: 'f1', url: 'http://api.test/api/files/f1', filename: 'order.pdf', accessTypeCode: 'PROTECTED' }],
};

let fake: FakeApi;
let xhr: FakeXhrControl;
beforeEach(() => {
  fake = setupFakeApi();
  fake.on('GET', `${BASE}/${ID}`, {
    body: {
      id: ID,
      userId: 'u2',
      login: 'p',
      email: 'p@nebo.local',
      firstName: 'Пётр',
      lastName: 'Лётчиков',
      patronymic: null,
      position: null,
      roles: ['PILOT'],
      createdAt: '2026-11-20T09:00:00Z',
    },
  });
  fake.on('GET', DOCS, { body: [stored] });
  fake.on('GET', '/business/api/company-profile/appointment-basis', {
    body: {
      data: [
        { id: 1, code: 'ORDER', name: 'Order' },
        { id: 2, code: 'CHARTER', name: 'Charter' },
      ],
    },
  });
  xhr = installFakeXhr();
});
afterEach(() => {
  xhr.restore();
  act(() => alertStore.getState().clear());
});

const render = (roles = ['ADMIN']) =>
  renderInCompany({ '/en/company/profile/employees/:id/': <EmployeePage /> }, `/en/company/profile/employees/${ID}/`, roles);

describe('documents of appointment', () => {
  it('lists the documents with their scans', async () => {
    render(['PILOT']);
    expect(await screen.findByText('No. 12-к of 01.02.2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open scan order.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit document No. 12-к' })).toBeNull();
  });

  it('adds a document with its scan in one multipart call, refusing an incomplete one first', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a document' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save document' }));
    expect(await within(dialog).findByText('Attach 1 to 5 scans')).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Kind of document/), { target: { value: 'CHARTER' } });
    fireEvent.change(within(dialog).getByLabelText(/^Number/), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '03.04.2025' } });
    const scan = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'charter.pdf', { type: 'application/pdf' });
    const group = within(dialog).getByRole('group', { name: /Scans/ });
    fireEvent.change(group.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [scan] } });
    xhr.reply({ status: 200, body: { ...stored, id: 'doc2' }, progress: [[50, 100]] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = xhr.sent[0];
    expect(sent.url).toBe(`http://api.test${DOCS}`);
    const form = sent.body as FormData;
    expect(JSON.parse(form.get('formData') as string)).toEqual({ type: 'CHARTER', number: '7', date: '2025-04-03', validUntil: null });
    expect((form.get('files') as File).name).toBe('charter.pdf');
  });

  it('edits a document keeping its scans (PUT without files) and deletes one after confirmation', async () => {
    fake.on('DELETE', `${BASE}/appointment-basis-document/doc1`, { status: 204 });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit document No. 12-к' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Number/), { target: { value: '12-к/1' } });
    xhr.reply({ status: 200, body: stored });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(xhr.sent[0].method).toBe('PUT');
    expect(xhr.sent[0].url).toBe(`http://api.test${BASE}/appointment-basis-document/doc1`);
    expect((xhr.sent[0].body as FormData).getAll('files')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete document No. 12-к' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});

import { paymentPayload, paymentValues, validatePayment } from './paymentForm';
import { documentPayload, documentTypeCode, documentValues, fileToSend, validateDocument } from './documentForm';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const bank = {
  bankName: 'ПАО Сбербанк',
  bankKpp: '773601001',
  bankBik: '044525225',
  bankAccountNumber: '40702810938000000001',
  bankCorrespondentAccount: '30101810400000000225',
};

describe('the payment details form (D8)', () => {
  it('accepts real details and sends blanks as null', () => {
    expect(validatePayment(bank, t)).toEqual({});
    expect(paymentPayload({ ...bank, bankKpp: ' ' })).toEqual({ ...bank, bankKpp: null });
    expect(
      paymentValues({ bankName: null, bankKpp: null, bankBik: null, bankAccountNumber: null, bankCorrespondentAccount: null }),
    ).toEqual({
      bankName: '',
      bankKpp: '',
      bankBik: '',
      bankAccountNumber: '',
      bankCorrespondentAccount: '',
    });
  });

  it('requires the bank, BIK and both accounts', () => {
    expect(validatePayment(paymentValues(null), t)).toEqual({
      bankName: 'info.errors.required',
      bankBik: 'info.errors.required',
      bankAccountNumber: 'info.errors.required',
      bankCorrespondentAccount: 'info.errors.required',
    });
  });

  it('checks the lengths, the BIK and both accounts’ control keys against the BIK', () => {
    expect(validatePayment({ ...bank, bankBik: '04452522', bankAccountNumber: '4070281', bankKpp: '77' }, t)).toEqual({
      bankBik: 'info.errors.digits {"count":9}',
      bankAccountNumber: 'info.errors.digits {"count":20}',
      bankKpp: 'info.errors.digits {"count":9}',
    });
    expect(validatePayment({ ...bank, bankBik: '123456789' }, t)).toEqual({ bankBik: 'payment.errors.bik' });
    expect(
      validatePayment({ ...bank, bankAccountNumber: '40702810938000000002', bankCorrespondentAccount: '30101810500000000225' }, t),
    ).toEqual({
      bankAccountNumber: 'payment.errors.accountKey',
      bankCorrespondentAccount: 'payment.errors.correspondentKey',
    });
  });
});

describe('the company document form (D9)', () => {
  const today = '2026-11-25';
  const file = new File(['pdf'], 'egrul.pdf', { type: 'application/pdf' });

  it('opens a stored document with its date as DD.MM.YYYY and its file as stored', () => {
    const values = documentValues({
      id: 'd1',
      type: 'EGRUL_EXTRACT',
      number: '77-001',
      date: '2026-10-01',
      file: { id: 'f1', url: '/api/files/f1', filename: 'egrul.pdf', accessTypeCode: 'PROTECTED' },
      createdAt: '2026-10-02T10:00:00Z',
    });
    expect(values).toMatchObject({ type: 'EGRUL_EXTRACT', number: '77-001', date: '01.10.2026' });
    expect(values.file).toHaveLength(1);
    expect(fileToSend(values)).toBeNull();
    expect(documentPayload(values)).toEqual({ type: 'EGRUL_EXTRACT', number: '77-001', date: '2026-10-01' });
  });

  it('reads the type whether it comes as a code or a dictionary item', () => {
    expect(documentTypeCode('LETTER_OF_ATTORNEY')).toBe('LETTER_OF_ATTORNEY');
    expect(documentTypeCode({ code: 'PILOTS_CERTIFICATE', name: 'x' })).toBe('PILOTS_CERTIFICATE');
    expect(documentTypeCode(undefined)).toBe('');
  });

  it('requires type, number, a past date and a file', () => {
    expect(validateDocument({ type: '', number: ' ', date: '', file: [] }, t, today)).toEqual({
      type: 'info.errors.required',
      number: 'info.errors.required',
      date: 'info.errors.required',
      file: 'documents.errors.file',
    });
    const values = { type: 'EGRUL_EXTRACT', number: 'x'.repeat(151), date: '31.02.2026', file: [{ kind: 'new' as const, key: 'k', file }] };
    expect(validateDocument(values, t, today)).toEqual({ number: 'info.errors.tooLong {"max":150}', date: 'documents.errors.date' });
    expect(validateDocument({ ...values, number: '1', date: '26.11.2026' }, t, today)).toEqual({ date: 'documents.errors.futureDate' });
    expect(validateDocument({ ...values, number: '1', date: '25.11.2026' }, t, today)).toEqual({});
    expect(fileToSend({ ...values, number: '1' })).toBe(file);
  });
});

import { paymentInfoErrors, type PaymentInfoInput } from './payment-info';

const valid: PaymentInfoInput = {
  bankName: 'ПАО Сбербанк',
  bankKpp: '773643001',
  bankBik: '044525225',
  bankAccountNumber: '40702810638000000000',
  bankCorrespondentAccount: '30101810400000000225',
};
const fields = (info: PaymentInfoInput) => paymentInfoErrors(info).map((e) => e.field);

describe('paymentInfoErrors', () => {
  it('accepts accounts whose keys match the BIK, and all-empty details', () => {
    expect(paymentInfoErrors(valid)).toEqual([]);
    expect(
      paymentInfoErrors({ bankName: null, bankKpp: null, bankBik: null, bankAccountNumber: null, bankCorrespondentAccount: null }),
    ).toEqual([]);
  });

  it('names each account whose control key fails', () => {
    expect(fields({ ...valid, bankAccountNumber: '40702810638000000001' })).toEqual(['bankAccountNumber']);
    expect(fields({ ...valid, bankCorrespondentAccount: '30101810400000000226' })).toEqual(['bankCorrespondentAccount']);
    expect(fields({ ...valid, bankCorrespondentAccount: '40101810400000000225' })).toEqual(['bankCorrespondentAccount']);
    expect(fields({ ...valid, bankBik: '044525974' })).toEqual(['bankAccountNumber', 'bankCorrespondentAccount']);
  });

  it('asks for the BIK when an account is given without it', () => {
    expect(fields({ ...valid, bankBik: null })).toEqual(['bankBik']);
    expect(fields({ ...valid, bankBik: null, bankAccountNumber: null })).toEqual(['bankBik']);
  });
});

import { messageRefusal } from './message-rules';

const date = (status: string, departedAt: Date | null = null) => ({ status, departedAt }) as never;

describe('flight message rules', () => {
  it('SHR needs the agreement ALLOWED and no SHR in play for the date', () => {
    expect(messageRefusal('SHR', { agreementStatus: 'PENDING', date: null })).toMatch(/ALLOWED/);
    expect(messageRefusal('SHR', { agreementStatus: null, date: null })).toMatch(/not created/);
    expect(messageRefusal('SHR', { agreementStatus: 'ALLOWED', date: null })).toBeNull();
    expect(messageRefusal('SHR', { agreementStatus: 'ALLOWED', date: date('REJECTED') })).toBeNull();
    expect(messageRefusal('SHR', { agreementStatus: 'ALLOWED', date: date('PENDING') })).toMatch(/already PENDING/);
  });

  it('DEP needs the SHR accepted and no departure yet', () => {
    expect(messageRefusal('DEP', { agreementStatus: 'ALLOWED', date: null })).toMatch(/not sent/);
    expect(messageRefusal('DEP', { agreementStatus: 'ALLOWED', date: date('PENDING') })).toMatch(/ALLOWED/);
    expect(messageRefusal('DEP', { agreementStatus: 'ALLOWED', date: date('ALLOWED') })).toBeNull();
    expect(messageRefusal('DEP', { agreementStatus: 'ALLOWED', date: date('ALLOWED', new Date()) })).toMatch(/already/);
  });

  it('ARR needs the flight INFLIGHT', () => {
    expect(messageRefusal('ARR', { agreementStatus: 'ALLOWED', date: date('ALLOWED') })).toMatch(/INFLIGHT/);
    expect(messageRefusal('ARR', { agreementStatus: 'ALLOWED', date: date('INFLIGHT') })).toBeNull();
  });

  it('CNL is allowed for an announced flight before it takes off', () => {
    for (const status of ['SENDING', 'PENDING', 'ALLOWED'])
      expect(messageRefusal('CNL', { agreementStatus: 'ALLOWED', date: date(status) })).toBeNull();
    for (const status of ['INFLIGHT', 'ARRIVED', 'CANCELED', 'REJECTED'])
      expect(messageRefusal('CNL', { agreementStatus: 'ALLOWED', date: date(status) })).not.toBeNull();
    expect(messageRefusal('CNL', { agreementStatus: 'ALLOWED', date: null })).not.toBeNull();
    expect(messageRefusal('CNL', { agreementStatus: 'ALLOWED', date: date('ALLOWED', new Date()) })).toMatch(/ARR/);
  });
});

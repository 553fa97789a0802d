import { agreementInProgress, messageBlock } from './rules';
import { agreementView, delivery, flightDate, orvd } from './testing/fixtures';

describe('agreementInProgress', () => {
  it('is false for a request with nothing sent', () => {
    expect(agreementInProgress(agreementView())).toBe(false);
  });

  it('holds while the submission is on its way or awaiting the decision', () => {
    expect(agreementInProgress(agreementView({ orvdAgreement: orvd({ delivery: delivery({ state: 'RETRYING' }) }) }))).toBe(true);
    expect(
      agreementInProgress(
        agreementView({ orvdAgreement: orvd({ status: { code: 'PENDING' }, delivery: delivery({ state: 'DELIVERED' }) }) }),
      ),
    ).toBe(true);
  });

  it('stops once the decision is in and the delivery is final', () => {
    const decided = orvd({ status: { code: 'ALLOWED' }, delivery: delivery({ state: 'DELIVERED' }) });
    expect(agreementInProgress(agreementView({ orvdAgreement: decided }))).toBe(false);
    const failed = orvd({ status: { code: 'CREATED' }, delivery: delivery({ state: 'FAILED' }) });
    expect(agreementInProgress(agreementView({ orvdAgreement: failed }))).toBe(false);
  });

  it('holds while a date waits for the centre or is in the air', () => {
    const decided = orvd({ status: { code: 'ALLOWED' }, delivery: delivery({ state: 'DELIVERED' }) });
    expect(agreementInProgress(agreementView({ orvdAgreement: decided, dates: [flightDate({ status: 'INFLIGHT' })] }))).toBe(true);
    expect(agreementInProgress(agreementView({ orvdAgreement: decided, dates: [flightDate({ status: 'PENDING' })] }))).toBe(true);
    expect(agreementInProgress(agreementView({ orvdAgreement: decided, dates: [flightDate({ status: 'ARRIVED' })] }))).toBe(false);
  });
});

describe('messageBlock', () => {
  const shr = {
    id: 'm1',
    kind: 'SHR',
    text: '(SHR-…)',
    sentAt: null,
    delivery: delivery({ state: 'DELIVERED' }),
    reply: null,
    replyAt: null,
  };

  it('allows SHR only once the zonal centre allowed the flight', () => {
    expect(messageBlock('SHR', 'PENDING', flightDate())).toBe('notAllowed');
    expect(messageBlock('SHR', 'ALLOWED', flightDate())).toBeNull();
    expect(messageBlock('SHR', 'ALLOWED', flightDate({ status: 'PENDING', messages: [shr] as never }))).toBe('shrSent');
  });

  it('allows DEP after an accepted SHR and not twice', () => {
    expect(messageBlock('DEP', 'ALLOWED', flightDate())).toBe('needsShr');
    expect(messageBlock('DEP', 'ALLOWED', flightDate({ status: 'ALLOWED', messages: [shr] as never }))).toBeNull();
    expect(messageBlock('DEP', 'ALLOWED', flightDate({ status: 'INFLIGHT', departedAt: '2099-12-01T10:05:00Z' }))).toBe('departed');
  });

  it('allows ARR only in flight and CNL only before take-off', () => {
    expect(messageBlock('ARR', 'ALLOWED', flightDate({ status: 'ALLOWED' }))).toBe('notInFlight');
    expect(messageBlock('ARR', 'ALLOWED', flightDate({ status: 'INFLIGHT' }))).toBeNull();
    expect(messageBlock('CNL', 'ALLOWED', flightDate({ status: 'ALLOWED', messages: [shr] as never }))).toBeNull();
    expect(messageBlock('CNL', 'ALLOWED', flightDate({ status: 'INFLIGHT', messages: [shr] as never }))).toBe('departed');
    expect(messageBlock('CNL', 'ALLOWED', flightDate({ status: 'ARRIVED' }))).toBe('finished');
  });

  it('waits for a message still being delivered', () => {
    const sending = { ...shr, delivery: delivery({ state: 'SENDING' }) };
    expect(messageBlock('CNL', 'ALLOWED', flightDate({ status: 'SENDING', messages: [sending] as never }))).toBe('sending');
  });
});

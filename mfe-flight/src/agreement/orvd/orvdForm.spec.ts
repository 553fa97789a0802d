import { orvd } from '../testing/fixtures';
import { FIELDS, regimeOf, serverErrors, submissionOf, upperNote, validate, valuesFrom } from './orvdForm';

const base = { ...valuesFrom(null), authorityId: 'zc-moscow', channel: 'EMAIL' as const };

describe('the zonal-centre form', () => {
  it('takes the regime only with both halves, and names the missing half', () => {
    expect(regimeOf({ regimeNumber: '', regimeDate: '' })).toEqual({ regime: null, errors: {} });
    expect(regimeOf({ regimeNumber: '12/7', regimeDate: '' }).errors).toEqual({ [FIELDS.regimeDate]: 'regimeBoth' });
    expect(regimeOf({ regimeNumber: ' ', regimeDate: '01.12.2099' }).errors).toEqual({ [FIELDS.regimeNumber]: 'regimeBoth' });
    expect(regimeOf({ regimeNumber: '12/7', regimeDate: '31.02.2099' }).errors).toEqual({ [FIELDS.regimeDate]: 'regimeDateInvalid' });
    expect(regimeOf({ regimeNumber: '12/7', regimeDate: '01.12.2099' }).regime).toEqual({ number: '12/7', dateOfIssue: '2099-12-01' });
  });

  it('needs a centre and a channel', () => {
    expect(validate({ ...base, authorityId: '', channel: '' })).toEqual({
      [FIELDS.authority]: 'notChosen',
      [FIELDS.channel]: 'chooseAnother',
    });
    expect(validate(base)).toEqual({});
  });

  it('sends the note uppercased and leaves out what is empty', () => {
    expect(upperNote('полёт над полем')).toBe('ПОЛЁТ НАД ПОЛЕМ');
    expect(submissionOf(base)).toEqual({
      authority: { id: 'zc-moscow' },
      submissionSentType: 'EMAIL',
      flySpaceUsageMode: 'LOCAL',
      flySpaceRegime: null,
      flySpaceUsagePetitionAttributes: null,
      takeoffAirport: null,
      landingAirport: null,
      agreementRecipientEmail: null,
    });
    const full = submissionOf({
      ...base,
      reviewers: [' Иванов И. И. ', ''],
      note: 'прошу',
      takeoffAirportId: 'ap1',
      regimeNumber: '5',
      regimeDate: '02.12.2099',
    });
    expect(full.flySpaceUsagePetitionAttributes).toEqual({ submissionReviewers: ['Иванов И. И.'], note: 'ПРОШУ' });
    expect(full.takeoffAirport).toEqual({ id: 'ap1' });
    expect(full.flySpaceRegime).toEqual({ number: '5', dateOfIssue: '2099-12-02' });
  });

  it('starts from what the agreement holds', () => {
    const values = valuesFrom(
      orvd({ flySpaceUsageMode: 'TEMPORARY', flySpaceRegime: { number: '5', dateOfIssue: '2099-12-02' }, submissionSentType: 'SPPI' }),
    );
    expect(values).toMatchObject({
      authorityId: 'zc-moscow',
      mode: 'TEMPORARY',
      regimeNumber: '5',
      regimeDate: '02.12.2099',
      channel: 'SPPI',
    });
  });

  it('puts the server’s field errors beside the card’s fields', () => {
    expect(
      serverErrors([
        { field: 'flySpaceRegime.number', error: 'обязательно вместе с датой' },
        { field: 'authority.id', error: 'неизвестный центр' },
        { field: 'somethingElse', error: 'иное' },
      ]),
    ).toEqual({
      fields: { [FIELDS.regimeNumber]: 'обязательно вместе с датой', [FIELDS.authority]: 'неизвестный центр' },
      rest: ['иное'],
    });
  });
});

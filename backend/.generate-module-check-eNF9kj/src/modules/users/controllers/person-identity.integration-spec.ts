import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { moscowDate } from '../domain/moscow-date';

const PATH = '/api/user/current/profile/person-identity';

/** YYYY-MM-DD `years` before today in Moscow, shifted by `days` (Date.UTC rolls over month ends). */
function birthDateAged(years: number, days = 0): string {
  const [year, month, day] = moscowDate(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year - years, month - 1, day + days)).toISOString().slice(0, 10);
}

describe('PATCH /api/user/current/profile/person-identity', () => {
  let t: TestApp;
  let authorization: string;
  let subject: string;

  const valid = () => ({ sex: 'F', lastName: 'Новикова', firstName: 'Анна', patronymic: 'Игоревна', birthDate: '1991-07-23' });

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  beforeEach(async () => {
    // A fresh account per test whose stored identity is known, so "nothing written" can be read back.
    subject = randomUUID();
    authorization = `Bearer ${await t.issuer.tokenForIdentity({ sub: subject, login: `pi-${subject}@nebo.local`, givenName: 'Anna', familyName: 'Novikova', roles: ['user', 'individual'] })}`;
    await t.http.patch(PATH).set('Authorization', authorization).send(valid()).expect(200);
  });

  const patch = (body: unknown) =>
    t.http
      .patch(PATH)
      .set('Authorization', authorization)
      .send(body as object);

  const storedIdentity = async () =>
    (
      await t.dataSource.query(
        `SELECT sex, last_name, first_name, patronymic, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM users WHERE subject = $1`,
        [subject],
      )
    )[0];

  const ORIGINAL = { sex: 'F', last_name: 'Новикова', first_name: 'Анна', patronymic: 'Игоревна', birth_date: '1991-07-23' };

  it('stores the person identity and answers complete: true', async () => {
    const res = await patch({ sex: 'M', lastName: 'Орлов', firstName: 'Пётр', patronymic: '', birthDate: '1985-02-01' }).expect(200);
    expect(res.body).toEqual({ complete: true });
    expect(await storedIdentity()).toEqual({
      sex: 'M',
      last_name: 'Орлов',
      first_name: 'Пётр',
      patronymic: null,
      birth_date: '1985-02-01',
    });
    const summary = await t.http.get('/api/user/current/summary').set('Authorization', authorization).expect(200);
    expect(summary.body).toMatchObject({
      userBirthdate: '1985-02-01',
      profilePerson: { firstName: 'Пётр', lastName: 'Орлов', birthdate: '1985-02-01' },
      // Complete names and birth date, but no passport on file yet (documents.integration-spec covers both).
      fieldGroupsCompletion: { personIdentity: false },
    });
  });

  it('answers complete: false when sex or birth date is left empty', async () => {
    expect((await patch({ lastName: 'Новикова', firstName: 'Анна', birthDate: null }).expect(200)).body).toEqual({ complete: false });
    expect(await storedIdentity()).toMatchObject({ sex: null, birth_date: null });
  });

  it("accepts ages 18 and 100 on today's date in Moscow", async () => {
    await patch({ ...valid(), birthDate: birthDateAged(18) }).expect(200);
    await patch({ ...valid(), birthDate: birthDateAged(101, 1) }).expect(200);
  });

  describe('refuses bad input with field errors and writes nothing', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['a sex other than M/F', { sex: 'X' }, 'sex'],
      ['a missing last name', { lastName: undefined }, 'lastName'],
      ['an empty first name', { firstName: '  ' }, 'firstName'],
      ['digits in a name', { lastName: 'Новикова2' }, 'lastName'],
      ['a too long patronymic', { patronymic: 'Я'.repeat(101) }, 'patronymic'],
      ['a date in another format', { birthDate: '23.07.1991' }, 'birthDate'],
      ['a day that does not exist', { birthDate: '1991-02-29' }, 'birthDate'],
      ['someone under 18', { birthDate: birthDateAged(18, 1) }, 'birthDate'],
      ['someone over 100', { birthDate: birthDateAged(101) }, 'birthDate'],
      ['a wrong type', { firstName: 7 }, 'firstName'],
      ['an unknown field', { nickname: 'Аня' }, 'nickname'],
    ];

    it.each(cases)('%s', async (_label, change, field) => {
      const res = await patch({
        sex: 'M',
        lastName: 'Другая',
        firstName: 'Другое',
        patronymic: null,
        birthDate: '1980-01-01',
        ...change,
      }).expect(400);
      expect(res.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
      expect(res.body.detailedError).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      expect(res.body.message).toContain(`${field}:`);
      expect(await storedIdentity()).toEqual(ORIGINAL);
    });

    it('malformed JSON', async () => {
      const res = await t.http
        .patch(PATH)
        .set('Authorization', authorization)
        .set('Content-Type', 'application/json')
        .send('{"lastName": "Орлов",')
        .expect(400);
      expect(res.body).toEqual({ error: 'Bad Request', message: 'Malformed JSON in request body', statusCode: 400 });
      expect(await storedIdentity()).toEqual(ORIGINAL);
    });

    it('a JSON array instead of an object', async () => {
      const res = await patch([valid()]).expect(400);
      expect(res.body.detailedError).toEqual([{ field: 'body', error: 'request body must be a JSON object' }]);
      expect(await storedIdentity()).toEqual(ORIGINAL);
    });
  });

  it('requires a token', async () => {
    await t.http.patch(PATH).send(valid()).expect(401);
  });
});

import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';

const PATH = '/api/user/current/admitted-to-fly-persons';

const person = {
  lastName: 'Сидоров',
  firstName: 'Алексей',
  patronymic: 'Николаевич',
  birthDate: '1990-05-14',
  phone: '+7 (912) 345-67-89',
  email: 'Sidorov@Example.ru',
  document: { typeCode: 'RU_PASSPORT', series: '4510', number: '123456' },
};

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

async function newPilot(): Promise<string> {
  const sub = randomUUID();
  return `Bearer ${await t.issuer.tokenForIdentity({ sub, login: `ap-${sub}@nebo.local`, givenName: 'Ирина', familyName: 'Белова', roles: ['user', 'individual'] })}`;
}

describe('admitted-to-fly persons', () => {
  it('creates, reads, updates and lists with data, totalCount and meta', async () => {
    const pilot = await newPilot();
    const created = (await t.http.post(PATH).set('Authorization', pilot).send(person).expect(201)).body;
    expect(created).toEqual({
      id: expect.any(String),
      lastName: 'Сидоров',
      firstName: 'Алексей',
      patronymic: 'Николаевич',
      birthDate: '1990-05-14',
      phone: '79123456789',
      email: 'sidorov@example.ru',
      document: { typeCode: 'RU_PASSPORT', series: '4510', number: '123456' },
    });
    expect((await t.http.get(`${PATH}/${created.id}`).set('Authorization', pilot).expect(200)).body).toEqual(created);
    const updated = (
      await t.http
        .put(`${PATH}/${created.id}`)
        .set('Authorization', pilot)
        .send({
          ...person,
          patronymic: '',
          phone: '8 912 000 11 22',
          document: { typeCode: 'RU_MILITARY_TICKET', series: 'АБ', number: '1234567' },
        })
        .expect(200)
    ).body;
    expect(updated).toMatchObject({
      id: created.id,
      patronymic: null,
      phone: '79120001122',
      document: { typeCode: 'RU_MILITARY_TICKET', series: 'АБ' },
    });
    const second = (
      await t.http
        .post(PATH)
        .set('Authorization', pilot)
        .send({ ...person, lastName: 'Абрамов' })
        .expect(201)
    ).body;
    const list = (await t.http.get(PATH).set('Authorization', pilot).expect(200)).body;
    expect(list).toMatchObject({ totalCount: 2, meta: { totalCount: 2 } });
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([created.id, second.id]);
    const byName = (await t.http.get(`${PATH}?sort=NAME&size=1`).set('Authorization', pilot).expect(200)).body;
    expect(byName).toMatchObject({ totalCount: 2, data: [{ lastName: 'Абрамов' }] });
  });

  it('find-all-with-me puts the caller first', async () => {
    const pilot = await newPilot();
    await t.http
      .patch('/api/user/current/profile/person-identity')
      .set('Authorization', pilot)
      .send({ sex: 'F', lastName: 'Белова', firstName: 'Ирина', birthDate: '1992-03-04' })
      .expect(200);
    const admitted = (await t.http.post(PATH).set('Authorization', pilot).send(person).expect(201)).body;
    const all = (await t.http.get(`${PATH}/find-all-with-me`).set('Authorization', pilot).expect(200)).body;
    expect(all.totalCount).toBe(2);
    expect(all.data[0]).toMatchObject({ me: true, lastName: 'Белова', firstName: 'Ирина', birthDate: '1992-03-04', document: null });
    expect(all.data[1]).toEqual(admitted);
  });

  it.each([
    [{ birthDate: '2015-01-01' }, 'birthDate'],
    [{ birthDate: '1900-01-01' }, 'birthDate'],
    [{ birthDate: '1990-02-30' }, 'birthDate'],
    [{ phone: '+1 212 555 0100' }, 'phone'],
    [{ email: 'not-an-email' }, 'email'],
    [{ lastName: 'R2-D2' }, 'lastName'],
    [{ firstName: '' }, 'firstName'],
    [{ document: { typeCode: 'RU_PASSPORT', series: '451', number: '123456' } }, 'document.series'],
    [{ document: { typeCode: 'RU_MILITARY_TICKET', series: 'AB', number: '1234567' } }, 'document.series'],
    [{ document: { typeCode: 'RU_SNILS', number: '112-233-445 95' } }, 'document.typeCode'],
    [{ nickname: 'Ace' }, 'nickname'],
  ])('refuses %j with a field error on %s, writing nothing', async (change, field) => {
    const pilot = await newPilot();
    const res = await t.http
      .post(PATH)
      .set('Authorization', pilot)
      .send({ ...person, ...change })
      .expect(400);
    expect(res.body.detailedError.map((e: { field: string }) => e.field)).toContain(field);
    expect((await t.http.get(PATH).set('Authorization', pilot).expect(200)).body.totalCount).toBe(0);
  });

  it('another pilot’s person is a 404 on every route and stays unchanged', async () => {
    const owner = await newPilot();
    const other = await newPilot();
    const created = (await t.http.post(PATH).set('Authorization', owner).send(person).expect(201)).body;
    await t.http.get(`${PATH}/${created.id}`).set('Authorization', other).expect(404);
    await t.http
      .put(`${PATH}/${created.id}`)
      .set('Authorization', other)
      .send({ ...person, lastName: 'Захватов' })
      .expect(404);
    expect((await t.http.get(PATH).set('Authorization', other).expect(200)).body).toEqual({
      data: [],
      totalCount: 0,
      meta: { totalCount: 0 },
    });
    expect((await t.http.get(`${PATH}/find-all-with-me`).set('Authorization', other).expect(200)).body.data).toHaveLength(1);
    expect((await t.http.get(`${PATH}/${created.id}`).set('Authorization', owner).expect(200)).body.lastName).toBe('Сидоров');
    await t.http.get(`${PATH}/not-a-uuid`).set('Authorization', owner).expect(400);
  });
});

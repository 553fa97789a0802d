import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../testing/test-app';

/**
 * Names are stored without control characters (ANSI escapes start with ESC) and bidirectional controls
 * (U+202E turns a name around on screen): the DTO fields holding names clean them before validation.
 */
let t: TestApp;
let pilot: string;
let admin: string;

const RLO = '\u202E';
const LRM = '\u200E';
const ESC = '\u001B';
const admittedPerson = {
  lastName: `${RLO}Сидоров`,
  firstName: `Алексей${LRM}`,
  patronymic: `Николаевич\u2066`,
  birthDate: '1990-05-14',
  phone: '+7 (912) 345-67-89',
  email: 'sidorov@example.ru',
  document: { typeCode: 'RU_PASSPORT', series: `45${LRM}10`, number: `123456${RLO}` },
};

beforeAll(async () => {
  t = await startTestApp();
  pilot = `Bearer ${await t.issuer.tokenForIdentity({ sub: randomUUID(), login: `names-${process.pid}@nebo.local`, givenName: 'Ирина', familyName: 'Белова', roles: ['user', 'individual'] })}`;
  admin = await t.bearer('admin');
});

afterAll(() => t.close());

describe('names keep no control or direction characters', () => {
  it('of admitted persons and their document', async () => {
    const created = await t.http
      .post('/api/user/current/admitted-to-fly-persons')
      .set('Authorization', pilot)
      .send(admittedPerson)
      .expect(201);
    expect(created.body).toMatchObject({
      lastName: 'Сидоров',
      firstName: 'Алексей',
      patronymic: 'Николаевич',
      document: { typeCode: 'RU_PASSPORT', series: '4510', number: '123456' },
    });
  });

  it('of the person identity (names that would otherwise be refused by the name rule)', async () => {
    await t.http
      .patch('/api/user/current/profile/person-identity')
      .set('Authorization', pilot)
      .send({ lastName: `Петров${LRM}`, firstName: `${RLO}Иван`, patronymic: `\u2067Сергеевич\u2069` })
      .expect(200);
    const profile = (await t.http.get('/api/user/current/profile').set('Authorization', pilot).expect(200)).body;
    expect(profile).toMatchObject({ lastName: 'Петров', firstName: 'Иван', patronymic: 'Сергеевич' });
  });

  it('of manufacturers and models of the library', async () => {
    const maker = await t.http
      .post('/api/drone/manufacturers/save')
      .set('Authorization', admin)
      .send({ name: `${ESC}[31mАнси-Аэро${ESC}[0m`, nameEn: `Ansi${RLO}Aero` })
      .expect(200);
    expect(maker.body).toMatchObject({ name: '[31mАнси-Аэро[0m', nameEn: 'AnsiAero' });
    const model = await t.http
      .post('/api/drone/models/save')
      .set('Authorization', admin)
      .field('model', JSON.stringify({ manufacturerId: maker.body.id, name: `Анси 201${RLO}\u0007` }))
      .expect(200);
    expect(model.body.name).toBe('Анси 201');
    // The run's database is shared by every spec file: leave the library as it was.
    await t.http.delete(`/api/drone/manufacturers/${maker.body.id}`).set('Authorization', admin).expect(204);
  });

  it("of a pilot's drone", async () => {
    const drone = await t.http
      .post('/api/user/drones/insertOrUpdate')
      .set('Authorization', pilot)
      .field('drone', JSON.stringify({ name: `Мой ${RLO}gpj.exe`, manufacturer: `DJI\u0085${ESC}[2J` }))
      .expect(200);
    expect(drone.body).toMatchObject({ name: 'Мой gpj.exe', manufacturer: 'DJI [2J' });
  });

  it('of the bank, the organisation and the position', async () => {
    await t.http
      .patch('/api/user/current/profile/requisites')
      .set('Authorization', pilot)
      .send({ bankAccount: { bankName: `АО «ТБанк»${RLO}` } })
      .expect(200);
    await t.http
      .put('/api/user/current/organization')
      .set('Authorization', pilot)
      .send({ name: `ООО «Геоскан»${LRM}`, inn: '7802849641', position: `${RLO}Оператор БВС` })
      .expect(200);
    const profile = (await t.http.get('/api/user/current/profile').set('Authorization', pilot).expect(200)).body;
    expect(profile.bankAccount.bankName).toBe('АО «ТБанк»');
    expect(profile.organization).toMatchObject({ name: 'ООО «Геоскан»', position: 'Оператор БВС' });
  });

  it('of personal documents sent as a multipart JSON part', async () => {
    const saved = await t.http
      .post('/api/user/current/documents')
      .set('Authorization', pilot)
      .field('document', JSON.stringify({ typeCode: 'RU_REMOTE_PILOT_LICENSE', number: `АБ-12${RLO}34`, issued: '2020-01-15' }))
      .expect(200);
    expect(saved.body.number).toBe('АБ-1234');
  });

  it('and a name made only of such characters is empty', async () => {
    const response = await t.http
      .post('/api/drone/manufacturers/save')
      .set('Authorization', admin)
      .send({ name: `${RLO}${LRM}${ESC}` });
    expect(response.body).toMatchObject({ statusCode: 400, detailedError: [{ field: 'name', error: 'name should not be empty' }] });
  });
});

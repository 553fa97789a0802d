import { randomUUID } from 'node:crypto';
import { Workbook, type Worksheet } from 'exceljs';
import type { Response } from 'supertest';
import { TestApp, startTestApp } from '../../../testing/test-app';

/**
 * The statistics through the real application. Rows are written straight into the other modules' tables, dated in
 * March 2001 (Moscow was UTC+3 then, as now), where no other spec writes, so every figure of the range is known.
 */
let t: TestApp;
let admin: string;

const RANGE = 'dateFrom=2001-03-01&dateTo=2001-03-03';
const ids = { users: [] as string[], companies: [] as string[], requests: [] as string[], authority: '' };

/** Supertest collects a binary body as a Buffer only with a parser of its own. */
function binary(res: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function insertUser(createdAt: string): Promise<string> {
  const subject = `stats-${randomUUID()}`;
  const [row] = await t.dataSource.query('INSERT INTO users (subject, login, created_at) VALUES ($1, $1, $2) RETURNING id', [
    subject,
    createdAt,
  ]);
  ids.users.push(row.id);
  return row.id;
}

async function insertRequest(owner: string, status: string, createdAt: string): Promise<string> {
  const [row] = await t.dataSource.query(
    `INSERT INTO flight_requests (owner_kind, owner_id, status, created_at, updated_at) VALUES ('USER', $1, $2, $3, $3) RETURNING id`,
    [owner, status, createdAt],
  );
  ids.requests.push(row.id);
  return row.id;
}

let before: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.bearer('admin');
  before = (await t.http.get(`/api/system/admin/statistics/summary?${RANGE}`).set('Authorization', admin).expect(200)).body.allTime;

  // Users: two on 1 March (one at Moscow midnight exactly), one on 3 March, one a second before the range.
  const pilot = await insertUser('2001-02-28T21:00:00Z');
  await insertUser('2001-03-01T12:00:00Z');
  await insertUser('2001-03-03T20:59:59Z');
  await insertUser('2001-02-28T20:59:59Z');

  // Companies: one registration asked on 2 March, one company approved on 3 March.
  await t.dataSource.query(
    `INSERT INTO company_registration_requests (kind, status, applicant_user_id, inn, registration_info, created_at)
     VALUES ('REGISTRATION', 'DECLINED', $1, $2, '{}', '2001-03-02T10:00:00Z')`,
    [pilot, String(Date.now()).slice(-12)],
  );
  const [company] = await t.dataSource.query(
    `INSERT INTO companies (company_type, name, short_name, inn, ogrn, registration_address, actual_address, email, phone_number,
       manager_last_name, manager_first_name, manager_post, manager_appointment_basis, created_at)
     VALUES ('OOO', 'Stats', 'Stats', $1, '1027700132195', 'a', 'a', 'a@example.ru', '9990000000', 'L', 'F', 'P', 'CHARTER',
       '2001-03-03T10:00:00Z') RETURNING id`,
    [`9${String(Date.now()).slice(-9)}`],
  );
  ids.companies.push(company.id);

  // Drones: one individual on 1 March, two company drones on 2 March.
  await t.dataSource.query(
    `INSERT INTO drones (name, owner_id, owner_kind, created_at) VALUES
       ('stats-i', $1, 'USER', '2001-03-01T10:00:00Z'),
       ('stats-c1', $2, 'COMPANY', '2001-03-02T10:00:00Z'),
       ('stats-c2', $2, 'COMPANY', '2001-03-02T11:00:00Z')`,
    [pilot, company.id],
  );

  // Flight requests: two PENDING on 1 March, one ALLOWED on 2 March; their agreements.
  const first = await insertRequest(pilot, 'PENDING', '2001-03-01T09:00:00Z');
  await insertRequest(pilot, 'PENDING', '2001-03-01T10:00:00Z');
  const allowed = await insertRequest(pilot, 'ALLOWED', '2001-03-02T09:00:00Z');
  const [authority] = await t.dataSource.query(
    `INSERT INTO authorities (type, code, name_ru, name_en) VALUES ('ZONAL_CENTER', $1, 'ЗЦ', 'ZC') RETURNING id`,
    [`stats-${randomUUID()}`],
  );
  ids.authority = authority.id;
  await t.dataSource.query(
    `INSERT INTO orvd_agreements (flight_request_id, owner_user_id, authority_id, status, stage, created_at, updated_at) VALUES
       ($1, $3, $4, 'PENDING', 'AWAITING', '2001-03-01T09:00:00Z', now()),
       ($2, $3, $4, 'ARRIVED', 'LANDING', '2001-03-02T09:00:00Z', now())`,
    [first, allowed, pilot, authority.id],
  );
  await t.dataSource.query(
    `INSERT INTO local_government_agreements (flight_request_id, authority_id, status, created_at) VALUES ($1, $2, 'CONFIRMED', '2001-03-03T09:00:00Z')`,
    [allowed, authority.id],
  );
  // One flight date that arrived: a completed flight.
  const [date] = await t.dataSource.query(
    `INSERT INTO flight_request_intervals (flight_request_id, kind, start_at, finish_at)
     VALUES ($1, 'GENERAL', '2001-03-02T10:00:00Z', '2001-03-02T11:00:00Z') RETURNING id`,
    [allowed],
  );
  await t.dataSource.query(`INSERT INTO flight_date_states (date_id, flight_request_id, status) VALUES ($1, $2, 'ARRIVED')`, [
    date.id,
    allowed,
  ]);
});

afterAll(async () => {
  await t.dataSource.query('DELETE FROM flight_requests WHERE id = ANY($1)', [ids.requests]);
  await t.dataSource.query('DELETE FROM drones WHERE owner_id = ANY($1) OR owner_id = ANY($2)', [ids.users, ids.companies]);
  await t.dataSource.query('DELETE FROM companies WHERE id = ANY($1)', [ids.companies]);
  await t.dataSource.query('DELETE FROM authorities WHERE id = $1', [ids.authority]);
  await t.dataSource.query('DELETE FROM users WHERE id = ANY($1)', [ids.users]);
  await t.close();
});

function perDay(body: { sections: { key: string; series: { key: string; perDay: number[] }[] }[] }, section: string, series: string) {
  return body.sections.find((s) => s.key === section)?.series.find((s) => s.key === series)?.perDay;
}

describe('GET /api/system/admin/statistics/summary', () => {
  it('counts each Moscow day of the range, and the all-time totals', async () => {
    const body = (await t.http.get(`/api/system/admin/statistics/summary?${RANGE}`).set('Authorization', admin).expect(200)).body;
    expect(body.days).toEqual(['2001-03-01', '2001-03-02', '2001-03-03']);
    expect(perDay(body, 'users', 'registered')).toEqual([2, 0, 1]);
    expect(perDay(body, 'companies', 'registered')).toEqual([0, 1, 0]);
    expect(perDay(body, 'companies', 'approved')).toEqual([0, 0, 1]);
    expect(perDay(body, 'drones', 'individual')).toEqual([1, 0, 0]);
    expect(perDay(body, 'drones', 'company')).toEqual([0, 2, 0]);
    expect(perDay(body, 'flightRequests', 'PENDING')).toEqual([2, 0, 0]);
    expect(perDay(body, 'flightRequests', 'ALLOWED')).toEqual([0, 1, 0]);
    expect(perDay(body, 'flightRequests', 'DRAFT')).toEqual([0, 0, 0]);
    expect(perDay(body, 'zonalAgreements', 'PENDING')).toEqual([1, 0, 0]);
    expect(perDay(body, 'zonalAgreements', 'ARRIVED')).toEqual([0, 1, 0]);
    expect(perDay(body, 'localAgreements', 'CONFIRMED')).toEqual([0, 0, 1]);
    expect(body.allTime).toEqual({
      users: before.users + 4,
      companies: before.companies + 1,
      drones: before.drones + 3,
      flightRequests: before.flightRequests + 3,
      agreements: before.agreements + 3,
      flightsCompleted: before.flightsCompleted + 1,
    });
    expect(body.marketplace).toEqual({ status: 'not-configured', figures: [] });
  });

  it('refuses a bad, reversed or too long range with field errors in the house shape', async () => {
    const reversed = (
      await t.http.get('/api/system/admin/statistics/summary?dateFrom=2001-03-03&dateTo=2001-03-01').set('Authorization', admin).expect(400)
    ).body;
    expect(reversed).toEqual({
      error: 'Bad Request',
      statusCode: 400,
      message: 'dateTo:must not be before dateFrom',
      detailedError: [{ field: 'dateTo', error: 'must not be before dateFrom' }],
    });
    const long = (
      await t.http.get('/api/system/admin/statistics?dateFrom=2024-01-01&dateTo=2025-01-01').set('Authorization', admin).expect(400)
    ).body;
    expect(long.detailedError).toEqual([{ field: 'dateTo', error: 'the range must not be longer than 366 days' }]);
    await t.http.get('/api/system/admin/statistics?dateFrom=2024-01-01&dateTo=2024-12-31').set('Authorization', admin).expect(200);
    const bad = (await t.http.get('/api/system/admin/statistics?dateFrom=2025-02-30&dateTo=x').set('Authorization', admin).expect(400))
      .body;
    expect(bad.detailedError.map((e: { field: string }) => e.field).sort()).toEqual(['dateFrom', 'dateTo']);
    const missing = (await t.http.get('/api/system/admin/statistics').set('Authorization', admin).expect(400)).body;
    expect(new Set(missing.detailedError.map((e: { field: string }) => e.field))).toEqual(new Set(['dateFrom', 'dateTo']));
  });

  it('is the admin’s only: 403 for the moderator and a pilot, 401 without a token', async () => {
    await t.http
      .get(`/api/system/admin/statistics/summary?${RANGE}`)
      .set('Authorization', await t.bearer('reviewer'))
      .expect(403);
    await t.http
      .get(`/api/system/admin/statistics?${RANGE}`)
      .set('Authorization', await t.bearer('pilot'))
      .expect(403);
    await t.http.get(`/api/system/admin/statistics?${RANGE}`).expect(401);
  });
});

describe('GET /api/system/admin/statistics', () => {
  async function download(language: string) {
    const res = await t.http
      .get(`/api/system/admin/statistics?${RANGE}`)
      .set('Authorization', admin)
      .set('Accept-Language', language)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const workbook = new Workbook();
    // exceljs types its Buffer before @types/node made Buffer generic; the value is a plain Buffer.
    await workbook.xlsx.load(res.body as Parameters<typeof workbook.xlsx.load>[0]);
    return { res, workbook };
  }

  const column = (sheet: Worksheet, header: string) => {
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const index = headers.indexOf(header) + 1;
    return [2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(index).value);
  };

  it('answers an XLSX workbook named by the range, with the same figures per day and the totals sheet', async () => {
    const { res, workbook } = await download('en');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statistics_2001-03-01_2001-03-03.xlsx"');
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Users',
      'Companies',
      'Drones',
      'Flight requests',
      'Zonal-centre agreements',
      'Local agreements',
      'Totals',
    ]);
    const users = workbook.getWorksheet('Users')!;
    expect(users.getRow(2).getCell(1).value).toEqual(new Date('2001-03-01T00:00:00Z'));
    expect(users.getRow(2).getCell(1).numFmt).toBe('dd.mm.yyyy');
    // Three days, then the total row.
    expect(column(users, 'Registered')).toEqual([2, 0, 1, 3]);
    expect(users.getRow(5).getCell(1).value).toBe('Total');
    expect(column(workbook.getWorksheet('Companies')!, 'Approved')).toEqual([0, 0, 1, 1]);
    expect(column(workbook.getWorksheet('Drones')!, 'Company')).toEqual([0, 2, 0, 2]);
    expect(column(workbook.getWorksheet('Flight requests')!, 'Pending')).toEqual([2, 0, 0, 2]);
    expect(column(workbook.getWorksheet('Zonal-centre agreements')!, 'Completed')).toEqual([0, 1, 0, 1]);
    expect(column(workbook.getWorksheet('Local agreements')!, 'Confirmed')).toEqual([0, 0, 1, 1]);

    const totals: unknown[][] = [];
    workbook.getWorksheet('Totals')!.eachRow((row) => totals.push((row.values as unknown[]).slice(1)));
    expect(totals).toContainEqual(['Drones', 'Individual', 1]);
    expect(totals).toContainEqual(['All time', 'Flights completed', before.flightsCompleted + 1]);
    expect(totals).toContainEqual(['Marketplace', 'No marketplace configured']);
  });

  it('speaks Russian by default', async () => {
    const { workbook } = await download('ru-RU,ru;q=0.9');
    expect(workbook.worksheets.map((s) => s.name)).toContain('Пользователи');
    expect(column(workbook.getWorksheet('Пользователи')!, 'Зарегистрировано')).toEqual([2, 0, 1, 3]);
  });
});

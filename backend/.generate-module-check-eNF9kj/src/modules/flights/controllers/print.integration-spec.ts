import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { newPilot } from '../../files/testing/upload-fixtures';
import { docxText } from '../print/testing/read-docx';
import { readPdf } from '../print/testing/read-pdf';

// One application for the file; each test reads requests made in beforeAll by two pilots of their own.
let t: TestApp;
let dataDir: string;
let owner: string;
let stranger: string;
let requestId: string;
let draftId: string;

const FORM = {
  name: 'Облёт посёлка Заречный',
  simple: false,
  flightDateTimeOffsetMode: 'LOCAL',
  generalFlightDateTime: [{ start: '2030-06-01T09:00:00', finish: '2030-06-01T12:30:00' }],
  reservedFlightDateTime: [{ start: '2030-06-02T01:00:00', finish: '2030-06-02T04:00:00' }],
  geometry: { type: 'CIRCLE', points: [{ lat: 55.15, lng: 37.6167 }], radius: 700 },
  takeOffPoint: { lat: 55.15, lng: 37.6167 },
  landingPoint: { lat: 55.1512, lng: 37.62 },
  flightAltitudeMin: 160,
  flightAltitudeMax: 260,
  flightAltitudeGroundMin: 0,
  flightAltitudeGroundMax: 100,
  externalPilot: { fullName: 'Сидоров Павел Андреевич', phone: '79037654321' },
};

async function createRequest(auth: string, form: Record<string, unknown>): Promise<string> {
  const response = await t.http
    .post('/api/user/flight-agreements')
    .set('Authorization', auth)
    .field('flightAgreementDto', JSON.stringify(form));
  expect(response.status).toBe(201);
  return response.body.id as string;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-print-test-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  owner = `Bearer ${await t.issuer.tokenForIdentity(newPilot('Printer'))}`;
  stranger = `Bearer ${await t.issuer.tokenForIdentity(newPilot('Stranger'))}`;
  requestId = await createRequest(owner, FORM);
  draftId = await createRequest(owner, { name: 'Черновик' });
});

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const FORMS = [
  {
    path: (id: string) => `/api/user/flight-agreements/${id}/print/temporary-regime-submission`,
    name: 'Представление на установление временного режима',
    key: 'на установление временного режима',
  },
  {
    path: (id: string) => `/api/user/flight-agreements/${id}/print/local-regime-submission`,
    name: 'Представление на установление местного режима',
    key: 'на установление местного режима',
  },
  {
    path: (id: string) => `/api/user/flight-agreements/${id}/print/shr-message`,
    name: 'Сообщение SHR',
    key: '-M0000/M0010 /ZONA R0,7 5509N03737E/',
  },
  {
    path: (id: string) => `/api/user/flight-agreements/${id}/print/local-gov-report`,
    name: 'Уведомление органа местного самоуправления',
    key: 'УВЕДОМЛЕНИЕ',
  },
  {
    path: (id: string) => `/api/local-government-agreement-documents/${id}/blank`,
    name: 'Заявление на разрешение полёта над населённым пунктом',
    key: 'ЗАЯВЛЕНИЕ',
  },
];

const CONTENT_TYPES = {
  text: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
const EXTENSIONS = { text: 'txt', pdf: 'pdf', docx: 'docx' } as const;

/** Reads any body as bytes. */
function binary(response: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function download(url: string, auth: string, format?: string): Promise<Response> {
  const request = t.http
    .get(url)
    .set('Authorization', auth)
    .buffer(true)
    .parse(binary as never);
  return format === undefined ? request : request.query({ format });
}

async function textOf(format: keyof typeof CONTENT_TYPES, body: Buffer): Promise<string> {
  if (format === 'pdf') return (await readPdf(body)).text.replace(/\s+/g, ' ');
  if (format === 'docx') return docxText(body);
  return body.toString('utf8');
}

describe('printed forms: GET …/print/{form} and …/{id}/blank', () => {
  for (const form of FORMS) {
    for (const format of ['text', 'pdf', 'docx'] as const) {
      it(`${form.path(':id')}?format=${format}: the owner gets the file with its Russian name`, async () => {
        const response = await download(form.path(requestId), owner, format);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe(CONTENT_TYPES[format]);
        const fileName = `${form.name} — ${FORM.name}.${EXTENSIONS[format]}`;
        const disposition = response.headers['content-disposition'] as string;
        expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
        expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1])).toBe(fileName);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const body = response.body as Buffer;
        expect(body.length).toBeGreaterThan(100);
        const text = await textOf(format, body);
        expect(text).toContain(form.key);
        if (form.key !== '-M0000/M0010 /ZONA R0,7 5509N03737E/' && format !== 'pdf') expect(text).toContain('Сидоров Павел Андреевич');
      });
    }
  }

  it('text is the default format; the dates are in Moscow time with UTC beside them', async () => {
    const response = await download(FORMS[0].path(requestId), owner);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const text = (response.body as Buffer).toString('utf8');
    expect(text).toContain('01.06.2030 09:00 – 01.06.2030 12:30 МСК');
    expect(text).toContain('(01.06.2030 06:00 – 01.06.2030 09:30 UTC)');
    expect(text).toContain('55°09,0′ с. ш. 037°37,0′ в. д.');
  });

  it('the SHR form holds one message per flight date, in UTC (the reserved date starts the evening before in UTC)', async () => {
    const text = (await download(FORMS[2].path(requestId), owner)).body.toString('utf8') as string;
    expect(text.match(/\(SHR-ZZZZZ/g)).toHaveLength(2);
    expect(text).toContain('DOF/300601');
    expect(text).toContain('-ZZZZ2200');
    expect(text).toContain('DOF/300601 OPR/');
  });

  it("another pilot's request answers 404 on every form, like a missing or malformed id", async () => {
    for (const form of FORMS) {
      for (const id of [requestId, '00000000-0000-4000-8000-00000000dead', 'nonsense']) {
        const response = await t.http.get(form.path(id)).set('Authorization', id === requestId ? stranger : owner);
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ statusCode: 404, code: 'flights.not-found' });
      }
    }
  });

  it('an unknown format is a 400 in the error shape', async () => {
    for (const form of FORMS) {
      for (const format of ['html', 'PDF', '']) {
        const response = await t.http.get(form.path(requestId)).query({ format }).set('Authorization', owner);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(response.body.detailedError).toEqual([expect.objectContaining({ field: 'format' })]);
      }
    }
  });

  it('a draft without dates prints its forms with blanks; its SHR message is a 400 naming the missing field', async () => {
    const text = (await download(FORMS[0].path(draftId), owner)).body.toString('utf8') as string;
    expect(text).toContain('ПРЕДСТАВЛЕНИЕ');
    expect(text).toContain('не указано');
    const shr = await t.http.get(FORMS[2].path(draftId)).set('Authorization', owner);
    expect(shr.status).toBe(400);
    expect(shr.body).toMatchObject({ code: 'flights.print-field-missing', detailedError: [{ field: 'generalFlightDateTime' }] });
  });

  it('needs a signed-in individual', async () => {
    await t.http.get(FORMS[0].path(requestId)).expect(401);
    await t.http
      .get(FORMS[4].path(requestId))
      .set('Authorization', await t.bearer('admin'))
      .expect(403);
  });
});

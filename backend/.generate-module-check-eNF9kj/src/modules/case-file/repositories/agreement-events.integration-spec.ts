import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { CaseFile } from '../services/case-file.service';

/** The trail is append-only in the database itself: whatever connects, an entry once written stays as written. */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ JOBS_WORKER_ENABLED: 'false', ORVD_INBOUND_SMTP_PORT: '0' });
});

afterAll(() => t.close());

describe('agreement_events', () => {
  it('records inside the caller transaction, lists it in both languages, and refuses UPDATE, DELETE and TRUNCATE', async () => {
    const caseFile = t.app.get(CaseFile);
    const flightId = randomUUID();
    await t.dataSource.transaction((manager) =>
      caseFile.record(manager, {
        flightRequestId: flightId,
        actor: 'USER',
        body: 'ORVD',
        event: 'orvd.test',
        summary: { ru: 'Проверка', en: 'Check' },
        payload: { n: 1 },
        at: new Date('2026-05-01T09:00:00.000Z'),
      }),
    );
    // A rolled-back transaction leaves no event behind.
    await expect(
      t.dataSource.transaction(async (manager) => {
        await caseFile.record(manager, {
          flightRequestId: flightId,
          actor: 'SYSTEM',
          body: 'ORVD',
          event: 'orvd.lost',
          summary: { ru: 'x', en: 'x' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    const ru = await caseFile.list(flightId, 0, 20, 'ru');
    expect(ru.meta.totalCount).toBe(1);
    expect(ru.data[0]).toMatchObject({
      at: '2026-05-01T09:00:00.000Z',
      actor: 'USER',
      body: 'ORVD',
      event: 'orvd.test',
      summary: 'Проверка',
    });
    expect(ru.data[0].digest).toMatch(/^[0-9a-f]{64}$/);
    expect((await caseFile.list(flightId, 0, 20, 'en')).data[0].summary).toBe('Check');
    expect((await caseFile.csv(flightId, 'en')).split('\r\n')[1]).toContain('01.05.2026 12:00,2026-05-01T09:00:00.000Z,USER');

    await expect(
      t.dataSource.query("UPDATE agreement_events SET summary_ru = 'подделка' WHERE flight_request_id = $1", [flightId]),
    ).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query('DELETE FROM agreement_events WHERE flight_request_id = $1', [flightId])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.dataSource.query('TRUNCATE agreement_events')).rejects.toThrow(/append-only/);
    expect((await caseFile.list(flightId, 0, 20, 'ru')).data[0].summary).toBe('Проверка');
  });
});

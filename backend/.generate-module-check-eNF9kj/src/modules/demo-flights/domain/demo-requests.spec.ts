import { randomUUID } from 'node:crypto';
import { checkFlightForm } from '../../flights/domain/flight-form';
import { AWAITING_TARGET, DEMO_DRONE, MUNICIPAL_PURPOSE, demoRequestForm, demoScan, multipartBody } from './demo-requests';

const NOW = new Date('2026-11-25T21:30:00Z'); // already the 26th in Moscow
const pilot = { fullName: 'Соколова Мария Андреевна', phone: '+7 (916) 555-01-06' };
const check = (index: number) =>
  checkFlightForm(demoRequestForm(index, '2026-11-26', 'drone-id', pilot), {
    now: NOW,
    currentIntervalIds: new Set(),
    insideRussia: () => true,
    newId: randomUUID,
  });

describe('demo requests', () => {
  it('are valid professional forms with distinct names, by daylight in Moscow, in the future', () => {
    const names = new Set<string>();
    for (let index = 0; index < AWAITING_TARGET; index++) {
      const { errors, intervals, values } = check(index);
      expect(errors).toEqual([]);
      expect(values).toMatchObject({ simple: false, droneId: 'drone-id', name: expect.any(String) });
      names.add(values.name!);
      expect(intervals).toHaveLength(1);
      // 07:00–09:00 UTC is 10:00–12:00 in Moscow, two days ahead at the least.
      expect(intervals[0].startAt.toISOString()).toMatch(/T07:00:00\.000Z$/);
      expect(intervals[0].startAt.getTime()).toBeGreaterThan(NOW.getTime() + 86_400_000);
    }
    expect(names.size).toBe(AWAITING_TARGET);
  });

  it('keep cycling through the routes, a later round further ahead, so a topped-up set stays valid', () => {
    const first = demoRequestForm(0, '2026-11-26', 'd', pilot);
    const again = demoRequestForm(AWAITING_TARGET, '2026-11-26', 'd', pilot);
    expect(again.name).toBe(first.name);
    expect(again.generalFlightDateTime![0].start > first.generalFlightDateTime![0].start).toBe(true);
    expect(check(AWAITING_TARGET).errors).toEqual([]);
  });

  it('register a drone and a purpose a pilot could', () => {
    expect(DEMO_DRONE.registrationNumber).toMatch(/^[0-9A-Z]+(?:[ /-][0-9A-Z]+)*$/);
    expect(MUNICIPAL_PURPOSE.length).toBeLessThanOrEqual(2000);
  });

  it('post the scans as a browser posts a form: one PDF part per document', () => {
    const { contentType, body } = multipartBody([
      { field: 'UAV_OWNERSHIP_CONFIRMATION', filename: 'uav.pdf', content: demoScan('UAV (ownership) — скан') },
    ]);
    const boundary = /boundary=(.+)$/.exec(contentType)![1];
    const text = body.toString('latin1');
    expect(text.startsWith(`--${boundary}\r\nContent-Disposition: form-data; name="UAV_OWNERSHIP_CONFIRMATION"; filename="uav.pdf"`)).toBe(
      true,
    );
    expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
    expect(text).toContain('\r\n\r\n%PDF-1.4\n');
    // Only printable ASCII goes into the PDF, without the string delimiters.
    expect(demoScan('UAV (ownership) — скан').toString('latin1')).toContain('% UAV ownership  \n');
  });
});

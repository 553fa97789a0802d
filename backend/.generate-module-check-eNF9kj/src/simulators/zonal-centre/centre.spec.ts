import { nearestDay } from './centre';

describe('the centre reading a movement report’s time of day', () => {
  it('keeps the stated day when the report comes the same day', () => {
    expect(nearestDay('2026-11-24T23:27:00.000Z', '2026-11-24T23:27:30.000Z')).toBe('2026-11-24T23:27:00.000Z');
  });

  it('moves an arrival read as the next day (time before the planned departure) back to when it was reported', () => {
    expect(nearestDay('2026-11-25T23:27:00.000Z', '2026-11-24T23:28:00.000Z')).toBe('2026-11-24T23:27:00.000Z');
  });

  it('moves a report after midnight to the next day', () => {
    expect(nearestDay('2026-11-24T00:10:00.000Z', '2026-11-25T00:11:00.000Z')).toBe('2026-11-25T00:10:00.000Z');
  });

  it('takes a report far from now as stated', () => {
    expect(nearestDay('2024-11-25T09:07:00.000Z', '2026-11-24T23:00:00.000Z')).toBe('2024-11-25T09:07:00.000Z');
  });
});

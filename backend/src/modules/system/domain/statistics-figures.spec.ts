import { FLIGHT_REQUEST_STATUSES, SECTION_KEYS, buildSections } from './statistics-figures';

describe('buildSections', () => {
  const days = ['2025-01-01', '2025-01-02', '2025-01-03'];

  it('lays counts out per day with zeros for quiet days, every section and fixed series present', () => {
    const sections = buildSections(days, [
      { section: 'users', series: 'registered', day: '2025-01-01', count: 2 },
      { section: 'users', series: 'registered', day: '2025-01-03', count: 5 },
      { section: 'drones', series: 'company', day: '2025-01-02', count: 1 },
    ]);
    expect(sections.map((s) => s.key)).toEqual(SECTION_KEYS);
    expect(sections[0]).toEqual({ key: 'users', series: [{ key: 'registered', perDay: [2, 0, 5], total: 7 }] });
    expect(sections.find((s) => s.key === 'drones')?.series).toEqual([
      { key: 'individual', perDay: [0, 0, 0], total: 0 },
      { key: 'company', perDay: [0, 1, 0], total: 1 },
    ]);
    expect(sections.find((s) => s.key === 'flightRequests')?.series.map((s) => s.key)).toEqual([...FLIGHT_REQUEST_STATUSES]);
  });

  it('keeps a status it does not know, and ignores days outside the range', () => {
    const sections = buildSections(days, [
      { section: 'localAgreements', series: 'WITHDRAWN', day: '2025-01-02', count: 3 },
      { section: 'localAgreements', series: 'PENDING', day: '2024-12-31', count: 9 },
    ]);
    const local = sections.find((s) => s.key === 'localAgreements')?.series ?? [];
    expect(local.at(-1)).toEqual({ key: 'WITHDRAWN', perDay: [0, 3, 0], total: 3 });
    expect(local.find((s) => s.key === 'PENDING')?.total).toBe(0);
  });
});

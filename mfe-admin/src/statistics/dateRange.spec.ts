import { DateTime } from 'luxon';
import { checkDisplayRange, defaultRange, toDisplayRange } from './dateRange';

describe('the statistics period', () => {
  it('opens on the last 30 Moscow days: late evening UTC is already tomorrow in Moscow', () => {
    expect(defaultRange(DateTime.fromISO('2026-03-31T22:30:00Z'))).toEqual({ dateFrom: '2026-03-03', dateTo: '2026-04-01' });
    expect(defaultRange(DateTime.fromISO('2026-03-31T12:00:00Z'))).toEqual({ dateFrom: '2026-03-02', dateTo: '2026-03-31' });
  });

  it('shows and reads DD.MM.YYYY', () => {
    expect(toDisplayRange({ dateFrom: '2026-03-02', dateTo: '2026-03-31' })).toEqual({ from: '02.03.2026', to: '31.03.2026' });
    expect(checkDisplayRange({ from: '02.03.2026', to: '31.03.2026' })).toEqual({
      range: { dateFrom: '2026-03-02', dateTo: '2026-03-31' },
    });
  });

  it('refuses what the server refuses: a bad date, a reversed or a too long period', () => {
    expect(checkDisplayRange({ from: '30.02.2026', to: '' })).toEqual({ errors: { from: 'date', to: 'date' } });
    expect(checkDisplayRange({ from: '02.03.2026', to: '01.03.2026' })).toEqual({ errors: { to: 'reversed' } });
    expect(checkDisplayRange({ from: '01.01.2024', to: '31.12.2024' })).toHaveProperty('range');
    expect(checkDisplayRange({ from: '01.01.2024', to: '01.01.2025' })).toEqual({ errors: { to: 'tooLong' } });
  });
});

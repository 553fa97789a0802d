import { completeSettings } from './notification-settings';

describe('completeSettings', () => {
  it('lists all twelve method × category pairs with the defaults', () => {
    const settings = completeSettings([]);
    expect(settings).toHaveLength(12);
    expect(settings.filter((s) => s.enabled).map((s) => `${s.method}/${s.category}`)).toEqual([
      'WEBSITE/FLIGHT_AGREEMENT_STATUS',
      'WEBSITE/EMERGENCY_MSG_DURING_FLIGHT',
      'WEBSITE/MARKETPLACE',
      'WEBSITE/COMPANY',
      'EMAIL/FLIGHT_AGREEMENT_STATUS',
      'EMAIL/EMERGENCY_MSG_DURING_FLIGHT',
    ]);
  });

  it('lets stored choices override the defaults', () => {
    const settings = completeSettings([
      { method: 'TELEGRAM', category: 'MARKETPLACE', enabled: true },
      { method: 'WEBSITE', category: 'MARKETPLACE', enabled: false },
    ]);
    expect(settings).toContainEqual({ method: 'TELEGRAM', category: 'MARKETPLACE', enabled: true });
    expect(settings).toContainEqual({ method: 'WEBSITE', category: 'MARKETPLACE', enabled: false });
  });
});

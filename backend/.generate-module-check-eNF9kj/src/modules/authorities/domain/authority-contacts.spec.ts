import { ZONAL_CENTERS } from '../../map/data/generators/zonal-centers';
import { municipalityContacts, submissionEmailOf, zonalCentreRecord } from './authority-contacts';

describe('authority contacts', () => {
  it("gives each zonal centre the simulator's address for submissions and SHR, all channels, and Moscow the demo organisation", () => {
    const records = ZONAL_CENTERS.map(zonalCentreRecord);
    expect(records).toHaveLength(13);
    const moscow = records.find((r) => r.code === 'ZC-MOSCOW')!;
    expect(moscow.organisationId).toBe('00000000-0000-4000-9000-000000000002');
    expect(submissionEmailOf(moscow.contacts)).toBe('zc-moscow@zc.sim.nebo.local');
    expect(moscow.contacts.find((c) => c.type === 'SHR')?.emails).toEqual(['zc-moscow@zc.sim.nebo.local']);
    expect(moscow.channels).toEqual(['EMAIL', 'API_AZIMUT', 'SPPI']);
    expect(records.filter((r) => r.organisationId !== null)).toHaveLength(1);
    expect(new Set(records.map((r) => r.contacts.find((c) => c.type === 'GENERAL')?.phones[0])).size).toBe(13);
  });

  it("generates a municipality's submission address from its map object id", () => {
    expect(submissionEmailOf(municipalityContacts('abc'))).toBe('adm-abc@municipal.nebo.local');
    expect(submissionEmailOf([])).toBeNull();
  });
});

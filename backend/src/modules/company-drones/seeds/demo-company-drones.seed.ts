import type { EntityManager } from 'typeorm';
import type { Seed } from '../../../database/seed';

/** The demo company «Небо-Тест» (seeded by the companies module under the id its demo account's employment always had). */
const DEMO_COMPANY_ID = '00000000-0000-4000-9000-000000000001';

/** The demo company's fleet: library models under made-up registration numbers of the company's own series. */
const DEMO_FLEET = [
  {
    model: 'DJI Mavic 3 Enterprise',
    name: 'Mavic 3E — съёмка объектов',
    registrationNumber: 'НТ-0001',
    serialNumber: '1581F5FHD23A0001',
    issueYear: 2024,
  },
  {
    model: 'Геоскан 201',
    name: 'Геоскан 201 — картография',
    registrationNumber: 'НТ-0002',
    serialNumber: 'G201-2023-0417',
    issueYear: 2023,
  },
];

/** Every figure of the library model, copied as a pilot's "fill from the library" does. */
const CHARACTERISTICS = [
  'drone_type',
  'engine_type',
  'engine_count',
  'weight_class',
  'max_takeoff_weight',
  'max_lifting_capacity',
  'max_distance',
  'max_duration',
  'max_height',
  'max_horizontal_speed',
  'max_vertical_speed',
  'temperature_from',
  'temperature_to',
  'wind_speed_from',
  'wind_speed_to',
].join(', ');

/**
 * Two drones of the demo company (issue 14: the demo company admin works with a team and drones). A drone whose
 * registration number exists already (the admin kept, edited or re-registered it) is left alone; one the admin
 * deleted comes back at the next start, like the demo company's employees.
 */
export const demoCompanyDronesSeed: Seed = {
  name: 'company-drones-demo-fleet',
  async run(manager: EntityManager): Promise<void> {
    const [company]: unknown[] = await manager.query('SELECT 1 FROM companies WHERE id = $1', [DEMO_COMPANY_ID]);
    if (!company) return;
    for (const drone of DEMO_FLEET) {
      await manager.query(
        `INSERT INTO drones (owner_id, owner_kind, model_id, name, manufacturer, serial_number, registration_number, issue_year, ${CHARACTERISTICS})
         SELECT $1, 'COMPANY', m.id, $3, mf.name, $4, $5::varchar, $6, ${CHARACTERISTICS.split(', ')
           .map((column) => `m.${column}`)
           .join(', ')}
           FROM drone_models m JOIN drone_manufacturers mf ON mf.id = m.manufacturer_id
          WHERE m.name = $2 AND m.deleted_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM drones d WHERE upper(d.registration_number) = upper($5::varchar))
          LIMIT 1`,
        [DEMO_COMPANY_ID, drone.model, drone.name, drone.serialNumber, drone.registrationNumber, drone.issueYear],
      );
    }
  },
};

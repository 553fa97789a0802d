import type { DataSource } from 'typeorm';

/** Bump when the generated data changes shape, so an existing bench database is refilled. */
export const GENERATOR_VERSION = 2;

/** Subject (token `sub`) of generated pilot number `n` (1-based): a valid UUID, distinct from the demo accounts. */
export function benchPilotSubject(n: number): string {
  return `00000000-0000-4000-b000-${n.toString(16).padStart(12, '0')}`;
}

/**
 * Fills the bench database with `pilots` pilots owning `dronesPerPilot` drones each, every drone built
 * from a random library model with a FRONT photo (a `files` row; the list never reads file contents).
 * Generated in SQL (INSERT … SELECT over generate_series): 100k drones take seconds, not minutes.
 * Idempotent per version and size: a matching database is left as it is.
 */
export async function fillBenchDrones(dataSource: DataSource, pilots: number, dronesPerPilot: number): Promise<void> {
  const marker = `drones-bench/v${GENERATOR_VERSION}/${pilots}x${dronesPerPilot}`;
  await dataSource.query('CREATE TABLE IF NOT EXISTS bench_markers (name text PRIMARY KEY, value text NOT NULL)');
  const [current] = (await dataSource.query("SELECT value FROM bench_markers WHERE name = 'drones'")) as Array<{ value: string }>;
  if (current?.value === marker) return;
  const started = Date.now();
  await dataSource.transaction(async (manager) => {
    await manager.query(
      `DELETE FROM files WHERE id IN (SELECT f.file_id FROM drone_files f JOIN drones d ON d.id = f.drone_id JOIN users u ON u.id = d.owner_id WHERE u.login LIKE 'bench-pilot-%')`,
    );
    await manager.query(`DELETE FROM drones WHERE owner_id IN (SELECT id FROM users WHERE login LIKE 'bench-pilot-%')`);
    await manager.query(`DELETE FROM users WHERE login LIKE 'bench-pilot-%'`);
    await manager.query(
      `INSERT INTO users (subject, login, email, first_name, last_name)
       SELECT '00000000-0000-4000-b000-' || lpad(to_hex(n), 12, '0'), 'bench-pilot-' || n || '@nebo.test',
              'bench-pilot-' || n || '@nebo.test', 'Пилот', 'Тестовый ' || n
       FROM generate_series(1, $1) AS n`,
      [pilots],
    );
    // Drones get creation times spread over two years, so the default order (CREATE_DATE) is meaningful.
    await manager.query(
      `WITH models AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names, count(*)::int AS total
                       FROM drone_models WHERE deleted_at IS NULL),
            pilots AS (SELECT id, substring(login FROM 'bench-pilot-(\\d+)@')::int AS n FROM users WHERE login LIKE 'bench-pilot-%')
       INSERT INTO drones (owner_id, model_id, name, manufacturer, serial_number, registration_number, issue_year, drone_type,
                           engine_type, engine_count, weight_class, max_takeoff_weight, created_at, updated_at)
       SELECT p.id, m.ids[1 + (p.n + i) % m.total], m.names[1 + (p.n + i) % m.total] || ' №' || i, 'DJI',
              'SN' || lpad(to_hex(p.n * 100 + i), 10, '0'), 'BENCH-' || p.n || '-' || i, 2018 + (i % 7), 'MULTICOPTER',
              'ELECTRIC', 4, 'LIGHT', 1.5, now() - make_interval(mins => ((p.n * 37 + i * 7919) % 1051200)), now()
       FROM pilots p CROSS JOIN generate_series(1, $1) AS i CROSS JOIN models m`,
      [dronesPerPilot],
    );
    await manager.query(
      `WITH photos AS (
         SELECT d.id AS drone_id, d.owner_id, gen_random_uuid() AS file_id FROM drones d JOIN users u ON u.id = d.owner_id WHERE u.login LIKE 'bench-pilot-%'
       ), inserted AS (
         INSERT INTO files (id, filename, content_type, size, sha256, access_type, owner_user_id, storage_key)
         SELECT file_id, 'front.jpg', 'image/jpeg', 1024, repeat('0', 64), 'PROTECTED', owner_id,
                substr(file_id::text, 1, 2) || '/' || substr(file_id::text, 3, 2) || '/' || file_id
         FROM photos RETURNING id
       )
       INSERT INTO drone_files (drone_id, file_id, kind, projection, position)
       SELECT drone_id, file_id, 'IMAGE', 'FRONT', 0 FROM photos`,
    );
    await manager.query(
      "INSERT INTO bench_markers (name, value) VALUES ('drones', $1) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value",
      [marker],
    );
  });
  await dataSource.query('ANALYZE users, drones, drone_files, files, drone_models');
  console.log(`generated ${pilots} pilots with ${pilots * dronesPerPilot} drones in ${Date.now() - started} ms`);
}

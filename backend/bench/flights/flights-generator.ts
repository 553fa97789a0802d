import type { DataSource } from 'typeorm';

/** Bump when the generated data changes shape, so an existing bench database is refilled. */
export const GENERATOR_VERSION = 2;

/** Pilot number 1 is the heavy one: a company-sized history of requests in one individual account. */
export const HEAVY_PILOT = 1;

/** Subject (token `sub`) of generated pilot number `n` (1-based): a valid UUID, distinct from the demo and drones-bench accounts. */
export function benchPilotSubject(n: number): string {
  return `00000000-0000-4000-c000-${n.toString(16).padStart(12, '0')}`;
}

export function benchPilotLogin(n: number): string {
  return `bench-flight-pilot-${n}@nebo.test`;
}

export interface FlightsDataset {
  requests: number;
  pilots: number;
  /** Requests of the heavy pilot (HEAVY_PILOT); the rest are spread over the other pilots. */
  heavy: number;
}

/**
 * Fills the bench database with `requests` flight requests across `pilots` individual pilots: the heavy
 * pilot owns `heavy` of them, every other pilot about (requests − heavy) / (pilots − 1), spread by a hash of
 * the request's number (so counts vary around the mean as real ones do). Each request is shaped like one the
 * form saves: a name from a few dozen realistic words, a status (mostly ALLOWED, DRAFT, EXPIRED), a purpose,
 * a drone, a route (a circle or a five-point polygon somewhere in Russia), a general flight interval between
 * two years ago and half a year ahead and 0–3 reserved intervals on the following days; one draft in twenty
 * has no dates yet (first_flight_at null, as the list's NULLS LAST expects). first_flight_at is the earliest
 * interval's start and last_flight_at the latest finish, as the service and repository store them. No route pictures: the list only names them (files module).
 *
 * Generated in SQL (INSERT … SELECT over generate_series, through a temporary plan table so both tables see
 * the same draws): deterministic (hashint4 of the request number) and idempotent per version and size.
 * The database is the benchmark's own, so the flight tables are emptied wholesale before a refill.
 */
export async function fillBenchFlights(dataSource: DataSource, dataset: FlightsDataset): Promise<void> {
  const { requests, pilots, heavy } = dataset;
  const marker = `flights-bench/v${GENERATOR_VERSION}/${requests}/${pilots}/${heavy}`;
  await dataSource.query('CREATE TABLE IF NOT EXISTS bench_markers (name text PRIMARY KEY, value text NOT NULL)');
  const [current] = (await dataSource.query("SELECT value FROM bench_markers WHERE name = 'flights'")) as Array<{ value: string }>;
  if (current?.value === marker) return;
  const started = Date.now();
  await dataSource.transaction(async (manager) => {
    // CASCADE: the agreements' tables (zonal centre, local administrations, dates, messages) refer to the requests.
    await manager.query('TRUNCATE flight_request_intervals, flight_requests CASCADE');
    await manager.query(`DELETE FROM users WHERE login LIKE 'bench-flight-pilot-%'`);
    await manager.query(
      `INSERT INTO users (subject, login, email, first_name, last_name, phone)
       SELECT '00000000-0000-4000-c000-' || lpad(to_hex(n), 12, '0'), 'bench-flight-pilot-' || n || '@nebo.test',
              'bench-flight-pilot-' || n || '@nebo.test', 'Пилот', 'Тестовый ' || n, '+7900' || lpad(n::text, 7, '0')
       FROM generate_series(1, $1) AS n`,
      [pilots],
    );
    // The draws of every request, once: its owner, status, purpose, dates and route.
    await manager.query(
      `CREATE TEMPORARY TABLE bench_flight_plan ON COMMIT DROP AS
       WITH draws AS (
         SELECT k,
                hashint4(k) & 2147483647 AS h1, hashint4(k + 1000000007) & 2147483647 AS h2,
                hashint4(k + 2000000011) & 2147483647 AS h3, hashint4(-k) & 2147483647 AS h4
         FROM generate_series(1, $1::int) AS k
       )
       SELECT k, md5('bench-flight-' || k)::uuid AS id,
              CASE WHEN k <= $3::int THEN 1 ELSE 2 + h1 % ($2::int - 1) END AS pilot,
              CASE WHEN h2 % 100 < 22 THEN 'DRAFT' WHEN h2 % 100 < 32 THEN 'CREATED' WHEN h2 % 100 < 42 THEN 'PENDING'
                   WHEN h2 % 100 < 75 THEN 'ALLOWED' WHEN h2 % 100 < 82 THEN 'REJECTED' ELSE 'EXPIRED' END AS status,
              (h2 % 100 < 22 AND h3 % 20 = 0) AS undated,
              -- The general interval starts on the half hour, between two years ago and half a year ahead.
              date_trunc('hour', now()) - interval '730 days' + make_interval(mins => 30 * (h3 % 43680)::int) AS start_at,
              1 + h4 % 8 AS hours,
              CASE WHEN h4 % 10 < 6 THEN 0 ELSE 1 + h4 % 3 END AS reserved,
              h1, h2, h3, h4
       FROM draws`,
      [requests, pilots, heavy],
    );
    await manager.query(
      `WITH words AS (
         SELECT ARRAY['Аэрофотосъёмка', 'Мониторинг', 'Обследование', 'Видеосъёмка', 'Инспекция', 'Картографирование',
                      'Тренировочный полёт', 'Патрулирование', 'Доставка груза', 'Съёмка свадьбы', 'Облёт', 'Учебный полёт'] AS actions,
                ARRAY['ЛЭП', 'поля', 'карьера', 'трубопровода', 'стройплощадки', 'леса', 'моста', 'побережья', 'посёлка',
                      'трассы М-4', 'кровли', 'солнечной станции', 'парка', 'озера'] AS objects,
                ARRAY['WORK', 'ENTERTAINMENT', 'COMMERCIAL', 'COMPETITION', 'AREA_MONITORING', 'CARGO_TRANSPORT', 'PHOTO', 'CUSTOM'] AS purposes,
                ARRAY['PHOTOGRAPHY', 'FORESTRY', 'CONSTRUCTION', 'AEROVISUAL', 'CHEMICAL'] AS work_types,
                ARRAY['DJI Mavic 3', 'DJI Matrice 300 RTK', 'Геоскан 201', 'DJI Mini 4 Pro', 'Supercam S350', 'DJI Agras T40'] AS drones
       ),
       pilots AS (SELECT id, substring(login FROM 'bench-flight-pilot-(\\d+)@')::int AS n FROM users WHERE login LIKE 'bench-flight-pilot-%'),
       shaped AS (
         SELECT p.*, u.id AS owner_id, w.*,
                w.purposes[1 + p.h1 % 8] AS purpose,
                -- Routes cluster in the populated west: 45–60° N, 30–60° E.
                45 + (p.h3 % 15000) / 1000.0 AS lat, 30 + (p.h4 % 30000) / 1000.0 AS lng
         FROM bench_flight_plan p JOIN pilots u ON u.n = p.pilot CROSS JOIN words w
       )
       INSERT INTO flight_requests (id, owner_kind, owner_id, acting_user_id, status, simple, name, drone_name, drone_registration_number,
                                    purpose_code, work_type, work_name, purpose_custom, line_of_sight, external_pilot_name, external_pilot_phone,
                                    offset_mode, geometry, take_off_point, landing_point, altitude_min, altitude_max,
                                    fly_space_class, outside_locality, restricted_zone, route_summary, regime_number,
                                    first_flight_at, last_flight_at, created_at, updated_at)
       SELECT s.id, 'USER', s.owner_id, s.owner_id, s.status, s.h1 % 10 < 3,
              s.actions[1 + s.h2 % array_length(s.actions, 1)] || ' ' || s.objects[1 + s.h3 % array_length(s.objects, 1)] || ' №' || (1 + s.k % 997),
              s.drones[1 + s.h4 % 6], '0' || lpad((s.pilot * 7 + s.h4 % 7)::text, 8, '0'),
              s.purpose, CASE WHEN s.purpose = 'WORK' THEN s.work_types[1 + s.h2 % 5] END,
              CASE WHEN s.purpose = 'WORK' THEN 'Работы по договору ' || (s.k % 10000) END,
              CASE WHEN s.purpose = 'CUSTOM' THEN 'Испытательный полёт после ремонта' END,
              CASE WHEN s.h3 % 10 = 0 THEN 'OUTSIDE' ELSE 'INSIDE' END,
              'Тестовый ' || s.pilot || ' Пилот', '+7900' || lpad(s.pilot::text, 7, '0'),
              CASE WHEN s.h4 % 3 = 0 THEN 'LOCAL' ELSE 'UTC' END,
              CASE WHEN s.h1 % 2 = 0
                THEN jsonb_build_object('type', 'CIRCLE', 'radius', 100 + s.h2 % 900,
                       'points', jsonb_build_array(jsonb_build_object('lat', round(s.lat, 5), 'lng', round(s.lng, 5))))
                ELSE jsonb_build_object('type', 'POLYGON', 'points', jsonb_build_array(
                       jsonb_build_object('lat', round(s.lat, 5), 'lng', round(s.lng, 5)),
                       jsonb_build_object('lat', round(s.lat + 0.004, 5), 'lng', round(s.lng + 0.002, 5)),
                       jsonb_build_object('lat', round(s.lat + 0.006, 5), 'lng', round(s.lng + 0.009, 5)),
                       jsonb_build_object('lat', round(s.lat + 0.001, 5), 'lng', round(s.lng + 0.012, 5)),
                       jsonb_build_object('lat', round(s.lat - 0.003, 5), 'lng', round(s.lng + 0.006, 5))))
              END,
              jsonb_build_object('lat', round(s.lat, 5), 'lng', round(s.lng, 5)),
              jsonb_build_object('lat', round(s.lat, 5), 'lng', round(s.lng, 5)),
              0, (ARRAY[50, 100, 120, 150, 300])[1 + s.h3 % 5],
              CASE WHEN s.h4 % 50 = 0 THEN 'C' ELSE 'G' END, s.h2 % 4 = 0, s.h3 % 7 = 0,
              CASE WHEN s.h1 % 2 = 0 THEN 'Круг радиусом ' || (100 + s.h2 % 900) || ' м' ELSE 'Многоугольник из 5 точек' END,
              CASE WHEN s.status IN ('ALLOWED', 'EXPIRED') THEN 'R' || (s.k % 100000) END,
              CASE WHEN s.undated THEN NULL ELSE s.start_at END,
              -- The last reserved interval's finish (the general one's without reserved days).
              CASE WHEN s.undated THEN NULL ELSE s.start_at + make_interval(days => s.reserved::int, hours => s.hours::int) END,
              -- Created one to sixty days before the flight (undated drafts: some time in the last two years).
              CASE WHEN s.undated THEN now() - make_interval(mins => (s.h4 % 1051200)::int)
                   ELSE s.start_at - make_interval(days => 1 + (s.h4 % 60)::int, mins => (s.h1 % 1440)::int) END,
              now()
       FROM shaped s`,
    );
    // The general interval and the reserved ones, a day apart each; undated drafts have none.
    await manager.query(
      `INSERT INTO flight_request_intervals (id, flight_request_id, kind, start_at, finish_at)
       SELECT gen_random_uuid(), p.id, CASE WHEN d = 0 THEN 'GENERAL' ELSE 'RESERVED' END,
              p.start_at + make_interval(days => d), p.start_at + make_interval(days => d, hours => p.hours::int)
       FROM bench_flight_plan p CROSS JOIN LATERAL generate_series(0, p.reserved::int) AS d
       WHERE NOT p.undated`,
    );
    await manager.query(
      "INSERT INTO bench_markers (name, value) VALUES ('flights', $1) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value",
      [marker],
    );
  });
  await dataSource.query('VACUUM ANALYZE users, flight_requests, flight_request_intervals');
  console.log(`generated ${pilots} pilots with ${requests} flight requests (${heavy} for the heavy pilot) in ${Date.now() - started} ms`);
}

import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/load-config';
import { MAP_DATASETS } from '../../src/modules/map/data/seed/map-datasets';
import { MapSeeder } from '../../src/modules/map/data/seed/map-seeder';
import { loadLocalities } from '../../src/modules/map/data/sources/localities.source';
import { prepareMapObject } from '../../src/modules/map/geometry/prepared-object';
import { sameText } from '../../src/modules/map/i18n/map-locale';
import { MapObjectsRepository } from '../../src/modules/map/repositories/map-objects.repository';
import { RussiaBoundaryService } from '../../src/modules/map/services/russia-boundary.service';
import { TestTokenIssuer } from '../../src/testing/test-token-issuer';
import { benchDatabaseUrl, ensureDatabase } from '../map/bench-database';
import { closeHttpClient, httpRequest } from '../map/http-client';
import { Timing, measure } from '../map/stats';
import { BENCH_DATASET, GENERATOR_VERSION, generateZones } from '../map/zone-generator';

/**
 * `npm run -w backend bench:precheck`: `POST /api/user/flight-agreements/pre-check` for a 50-vertex polygon
 * route (issue 11's goal: p95 ≤ 100 ms) through the real HTTP endpoint (the app built by createApp, on a real
 * socket), in the map benchmark's database (`nebo_bench_test`, `BENCH_DATABASE_URL`): the seeded reference
 * data plus the map bench's generated zones (`BENCH_ZONES`, 50,000 as bench:map; the two share the data
 * set) and one restricted zone of this bench. Scenarios: a route clear of blocking zones (the goal), the
 * fly-space class of it, the map's crossings of it (the floor: one crossings query), and a route inside the
 * restricted zone (the blocking path, which probes the crossing test for its fixes; information only).
 * `BENCH_RUNS` (default 200) sequential requests each after 20 warm-up; `-- --strict` fails on a missed goal.
 */
const ZONE_COUNT = Number(process.env.BENCH_ZONES ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const GOAL_P95_MS = 100;
const HEADERS = { 'Accept-Encoding': 'gzip', 'Accept-Language': 'ru', 'Content-Type': 'application/json' };
const PRECHECK_DATASET = 'bench:precheck';
/** Where the bench's restricted zone and its blocking route are: open country north of Tver. */
const BLOCKED_CENTRE = { lat: 57.2, lng: 35.6 };
/** The clear route: south-west of Moscow's centre, among the generated zones of the city. */
const CLEAR_CENTRE = { lat: 55.62, lng: 37.38 };

async function main(): Promise<void> {
  const url = benchDatabaseUrl();
  await ensureDatabase(url);
  const issuer = await TestTokenIssuer.start();
  const config = loadConfig({
    DATABASE_URL: url,
    AUTH_ISSUER: issuer.issuer,
    AUTH_EMBEDDED: 'false',
    LOG_LEVEL: 'error',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nebo-bench-')),
  });
  const app = await createApp({ ...config, databaseUrl: url });
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    await fill(app.get(DataSource));
    const token = `Bearer ${await issuer.tokenFor('pilot')}`;

    const clear = form(route(CLEAR_CENTRE, 1500));
    const blocked = form(route(BLOCKED_CENTRE, 1500));
    const rows: Array<[string, Timing, string, number | null]> = [];
    const precheck = `${base}/api/user/flight-agreements/pre-check`;
    rows.push([
      'pre-check, 50-vertex polygon (Moscow)',
      await timed(precheck, clear, token),
      await summary(precheck, clear, token),
      GOAL_P95_MS,
    ]);
    const classUrl = `${base}/api/user/flight-agreements/calculated-fly-space-class`;
    const classBody = { geometry: clear.geometry, flightAltitudeMin: 0, flightAltitudeMax: 120 };
    rows.push(['calculated-fly-space-class, the same route', await timed(classUrl, classBody, token), '', null]);
    const crossings = `${base}/api/map/crossings`;
    rows.push(['map crossings of the same route (the floor)', await timed(crossings, { geometry: clear.geometry }, token), '', null]);
    rows.push([
      'pre-check, 50-vertex polygon in a restricted zone (fixes probed)',
      await timed(precheck, blocked, token, Math.max(10, Math.round(RUNS / 10))),
      await summary(precheck, blocked, token),
      null,
    ]);

    console.log(`\npre-check benchmark: ${ZONE_COUNT} generated zones + seeded reference data, Accept-Language: ru\n`);
    let missed = false;
    for (const [name, timing, detail, goal] of rows) {
      const verdict = goal === null ? '' : `  (goal ≤ ${goal} ms: ${timing.p95 <= goal ? 'met' : 'MISSED'})`;
      missed ||= goal !== null && timing.p95 > goal;
      console.log(name);
      console.log(
        `  p50 ${timing.p50.toFixed(1)} ms  p95 ${timing.p95.toFixed(1)} ms${verdict}  node CPU ${timing.cpuMs.toFixed(1)} ms/request`,
      );
      if (detail) console.log(`  ${detail}`);
    }
    if (missed && process.argv.includes('--strict')) process.exitCode = 1;
  } finally {
    closeHttpClient();
    await app.close();
    await issuer.stop();
  }
}

/** A 50-vertex ring around a centre, radius wobbling ±20 % (a hand-drawn area), about 3 km across. */
function route(centre: { lat: number; lng: number }, radiusMetres: number) {
  const cos = Math.cos((centre.lat * Math.PI) / 180);
  return {
    type: 'POLYGON',
    points: Array.from({ length: 50 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 50;
      const r = radiusMetres * (1 + 0.2 * Math.sin(angle * 5));
      return { lat: centre.lat + (r * Math.sin(angle)) / 111_320, lng: centre.lng + (r * Math.cos(angle)) / (111_320 * cos) };
    }),
  };
}

function form(geometry: ReturnType<typeof route>) {
  const [first] = geometry.points;
  return {
    name: 'bench',
    geometry,
    flightAltitudeMin: 0,
    flightAltitudeMax: 120,
    takeOffPoint: first,
    landingPoint: first,
    flightDateTimeOffsetMode: 'LOCAL',
    generalFlightDateTime: [{ start: '2026-06-21T10:00:00', finish: '2026-06-21T12:00:00' }],
    reservedFlightDateTime: [{ start: '2026-06-22T21:00:00', finish: '2026-06-22T23:00:00' }],
  };
}

async function timed(url: string, body: object, token: string, runs = RUNS): Promise<Timing> {
  const text = JSON.stringify(body);
  return measure(
    async () => {
      const answer = await httpRequest(url, { method: 'POST', body: text, headers: { ...HEADERS, Authorization: token } });
      if (answer.status !== 200) throw new Error(`${url}: HTTP ${answer.status} ${answer.body.toString('utf8')}`);
      return answer.wireBytes;
    },
    runs,
    Math.min(WARMUP, runs),
  );
}

/** What the answer says, so a figure can be read against the work it took. */
async function summary(url: string, body: object, token: string): Promise<string> {
  const answer = await httpRequest(url, { method: 'POST', body: JSON.stringify(body), headers: { ...HEADERS, Authorization: token } });
  const parsed = JSON.parse(answer.body.toString('utf8')) as {
    flySpaceClass: string;
    crossings: unknown[];
    findings: Array<{ code: string; severity: string; fix?: { code: string } }>;
  };
  const findings = parsed.findings.map((f) => `${f.code}/${f.severity}${f.fix ? `→${f.fix.code}` : ''}`).join(', ') || 'none';
  return `class ${parsed.flySpaceClass}, ${parsed.crossings.length} crossings, findings: ${findings}`;
}

/** The map bench's data (reference datasets, generated zones; skipped when already there) and this bench's zone. */
async function fill(dataSource: DataSource): Promise<void> {
  const repository = new MapObjectsRepository(dataSource);
  const seeder = new MapSeeder(dataSource, repository);
  for (const result of await seeder.seed({ datasets: MAP_DATASETS })) {
    if (result.status === 'loaded') console.log(`seeded ${result.name}: ${result.objects} objects in ${result.milliseconds} ms`);
  }
  const version = `${GENERATOR_VERSION}/${ZONE_COUNT}`;
  if ((await repository.datasetVersion(BENCH_DATASET)) !== version) {
    const russia = new RussiaBoundaryService();
    const zones = generateZones(ZONE_COUNT, loadLocalities(), (lat, lng) => russia.contains(lat, lng)).map(prepareMapObject);
    await dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM map_objects WHERE dataset = $1', [BENCH_DATASET]);
      await repository.upsert(zones, manager);
      await repository.recordDataset(BENCH_DATASET, version, zones.length, manager);
    });
    console.log(`generated ${zones.length} bench zones`);
  }
  const { lat, lng } = BLOCKED_CENTRE;
  const zone = prepareMapObject({
    layer: 'RESTRICTED_ZONES',
    externalId: 'BENCH-PRECHECK-R1',
    name: sameText('Bench restricted zone'),
    kind: 'SR',
    shape: {
      type: 'POLYGON',
      points: [
        { lat: lat - 0.03, lng: lng - 0.2 },
        { lat: lat - 0.03, lng: lng + 0.012 },
        { lat: lat + 0.03, lng: lng + 0.012 },
        { lat: lat + 0.03, lng: lng - 0.2 },
      ],
    },
    lowerLimitM: 0,
    upperLimitM: 300,
    properties: { code: 'SR', lowerLimit: 0, upperLimit: 300, altitudeUnit: 'M' },
    dataset: PRECHECK_DATASET,
    source: sameText('bench'),
    generated: true,
  });
  await repository.upsert([zone]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});

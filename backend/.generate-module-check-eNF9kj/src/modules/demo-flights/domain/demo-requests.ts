import type { FlightFormInput } from '../../flights/domain/flight-form';

/** The demo applicant of docs/contracts.md (users' demo seed, the identity providers' accounts): a pilot with requests. */
export const DEMO_APPLICANT = {
  subject: '00000000-0000-4000-8000-000000000006',
  login: 'applicant@nebo.local',
} as const;

/** The zonal centre that reviews the demo requests on the platform (its demo reviewer is authority@nebo.local). */
export const DEMO_CENTRE_CODE = 'ZC-MOSCOW';

/** How many requests the demo reviewer finds waiting at every start. */
export const AWAITING_TARGET = 3;

/** The applicant's one drone, registered as a pilot registers one (drones' `insertOrUpdate` part `drone`). */
export const DEMO_DRONE = {
  name: 'DJI Matrice 350 RTK',
  manufacturer: 'DJI',
  serialNumber: '1ZNBJ7R00C0071',
  registrationNumber: 'RU-DEMO-0006',
  issueYear: 2024,
  maxTakeoffWeight: 9.2,
} as const;

interface DemoRoute {
  name: string;
  workName: string;
  workAddress: string;
  lat: number;
  lng: number;
  /** Days after today (Moscow) of the flight date. */
  daysAhead: number;
}

/**
 * Work flights in towns of the Moscow region: inside the Moscow zonal centre's area, each over a town's
 * municipality (the municipal application's authority), clear of the capital (its restricted zones and its own
 * municipality) and of the aerodromes' control zones, so that the pre-check lets each one become a request.
 */
const ROUTES: readonly DemoRoute[] = [
  {
    name: 'Аэрофотосъёмка территории в Истре',
    workName: 'Аэрофотосъёмка для кадастровых работ',
    workAddress: 'Московская обл., г. Истра, ул. Советская',
    lat: 55.925,
    lng: 36.86,
    daysAhead: 2,
  },
  {
    name: 'Осмотр кровли склада в Сергиевом Посаде',
    workName: 'Осмотр кровли и водостоков',
    workAddress: 'Московская обл., г. Сергиев Посад, Московское ш.',
    lat: 56.31,
    lng: 38.12,
    daysAhead: 4,
  },
  {
    name: 'Съёмка стройплощадки в Дмитрове',
    workName: 'Съёмка хода строительства',
    workAddress: 'Московская обл., г. Дмитров, ул. Профессиональная',
    lat: 56.35,
    lng: 37.51,
    daysAhead: 6,
  },
];

/** `YYYY-MM-DD` of the Moscow day `days` after `today` (itself `YYYY-MM-DD`). */
function dayAfter(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The form of the `index`-th demo request (cycling through the routes), dated from `today` (the Moscow date) on:
 * the professional form a pilot fills in, in UTC, by daylight (10:00–12:00 Moscow time).
 */
export function demoRequestForm(
  index: number,
  today: string,
  droneId: string,
  pilot: { fullName: string; phone: string },
): FlightFormInput {
  const route = ROUTES[index % ROUTES.length];
  const day = dayAfter(today, route.daysAhead + Math.floor(index / ROUTES.length));
  const point = { lat: route.lat, lng: route.lng };
  return {
    name: route.name,
    simple: false,
    drone: { dictionaryItem: { id: droneId }, transponderNumber: null },
    flightPurpose: { code: 'WORK', workType: 'PHOTOGRAPHY', workName: route.workName, workAddress: route.workAddress },
    lineOfSight: 'INSIDE',
    externalPilot: pilot,
    flightDateTimeOffsetMode: 'UTC',
    generalFlightDateTime: [{ start: `${day}T07:00:00`, finish: `${day}T09:00:00` }],
    reservedFlightDateTime: [],
    geometry: { type: 'CIRCLE', points: [point], radius: 400 },
    takeOffPoint: point,
    landingPoint: point,
    flightAltitudeMin: 100,
    flightAltitudeMax: 150,
    flightAltitudeGroundMin: 0,
    flightAltitudeGroundMax: 100,
  };
}

/** What the applicant writes as the purpose of the municipal application. */
export const MUNICIPAL_PURPOSE =
  'Аэрофотосъёмка по договору с заказчиком; полёт в пределах прямой видимости, вне мест массового скопления людей.';

/**
 * The demo's stand-in for a scanned document (ASCII `title`): a one-page PDF. The municipal application needs a file
 * for the drone's ownership and the operator's certificate; a pilot uploads scans, the demo generates them.
 */
export function demoScan(title: string): Buffer {
  const text = title.replace(/[^ -~]|[()\\]/g, '');
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A multipart/form-data body of named file parts, as a browser posts the application form. */
export function multipartBody(files: readonly { field: string; filename: string; content: Buffer }[]): {
  contentType: string;
  body: Buffer;
} {
  const boundary = `----nebo-demo-${files.length}-${files.map((f) => f.field).join('-')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    file.content,
    Buffer.from('\r\n'),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) };
}

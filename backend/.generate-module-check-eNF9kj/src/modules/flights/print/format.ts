import { LOCAL_OFFSET_MINUTES, type AviationWorkType, type FlightOffsetMode, type FlightPurpose } from '@nebo/shared-vocabulary';
import { NOT_SET } from './print-document';
import type { PrintContact, PrintInterval, PrintPoint, PrintRoute, PrintableFlight } from './printable-flight';

/** How the forms write values: dates DD.MM.YYYY HH:mm with the mode (UTC / МСК), coordinates in degrees and minutes. */

const MODE_LABEL: Record<FlightOffsetMode, string> = { UTC: 'UTC', LOCAL: 'МСК' };
const MODE_TITLE: Record<FlightOffsetMode, string> = {
  UTC: 'UTC (всемирное координированное время)',
  LOCAL: 'МСК (московское время, UTC+3)',
};

export function offsetModeTitle(mode: FlightOffsetMode): string {
  return MODE_TITLE[mode];
}

/** `DD.MM.YYYY HH:mm` of an instant in the mode (UTC or Moscow time). */
export function formatDateTime(instant: Date, mode: FlightOffsetMode): string {
  const shifted = new Date(instant.getTime() + (mode === 'LOCAL' ? LOCAL_OFFSET_MINUTES * 60_000 : 0));
  return `${formatDate(shifted)} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/** `DD.MM.YYYY` of an instant in the mode. */
export function formatDay(instant: Date, mode: FlightOffsetMode): string {
  return formatDateTime(instant, mode).slice(0, 10);
}

function formatDate(shifted: Date): string {
  return `${pad(shifted.getUTCDate())}.${pad(shifted.getUTCMonth() + 1)}.${shifted.getUTCFullYear()}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * An interval in the request's mode, then in the other one, so a controller and a pilot read the same
 * window: `01.01.2024 09:00 – 01.01.2024 18:00 UTC (01.01.2024 12:00 – 01.01.2024 21:00 МСК)`.
 */
export function formatInterval(interval: PrintInterval, mode: FlightOffsetMode): string {
  const other: FlightOffsetMode = mode === 'UTC' ? 'LOCAL' : 'UTC';
  const text = (m: FlightOffsetMode) => `${formatDateTime(interval.start, m)} – ${formatDateTime(interval.finish, m)} ${MODE_LABEL[m]}`;
  return `${text(mode)} (${text(other)})`;
}

/** Every flight window of the request: the general one first, then the reserved ones. */
export function flightIntervals(flight: PrintableFlight): PrintInterval[] {
  return [...(flight.general ? [flight.general] : []), ...flight.reserved];
}

/** `55°09,0′ с. ш. 037°37,0′ в. д.`: degrees and minutes to a tenth (about 185 m), decimal comma. */
export function formatPoint(point: PrintPoint): string {
  return `${formatAngle(point.lat, 2)} ${point.lat < 0 ? 'ю. ш.' : 'с. ш.'} ${formatAngle(point.lng, 3)} ${point.lng < 0 ? 'з. д.' : 'в. д.'}`;
}

function formatAngle(value: number, degreeDigits: number): string {
  const tenths = Math.round(Number((Math.abs(value) * 600).toFixed(6)));
  const degrees = Math.floor(tenths / 600);
  const minuteTenths = tenths - degrees * 600;
  const minutes = `${pad(Math.floor(minuteTenths / 10))},${minuteTenths % 10}`;
  return `${String(degrees).padStart(degreeDigits, '0')}°${minutes}′`;
}

export function formatOptionalPoint(point: PrintPoint | null): string {
  return point ? formatPoint(point) : NOT_SET;
}

/** Metres with a thin grouping (1 234 м): whole metres. */
export function formatMetres(metres: number): string {
  return `${Math.round(metres)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} м`;
}

/** `от 160 до 260 м`, `до 150 м`, or "не указано". */
export function formatAltitudeBand(min: number | null, max: number | null): string {
  if (min === null && max === null) return NOT_SET;
  if (min === null) return `до ${formatMetres(max as number)}`;
  if (max === null) return `от ${formatMetres(min)}`;
  return `от ${formatMetres(min).replace(/ м$/, '')} до ${formatMetres(max)}`;
}

/** How many points a form lists before it refers to the route's picture. */
export const MAX_LISTED_POINTS = 60;

/** The route in words: the shape, its size and its points (numbered), in the forms' coordinates. */
export function describeRoute(route: PrintRoute | null): string {
  if (!route) return NOT_SET;
  switch (route.type) {
    case 'CIRCLE':
      return `круг радиусом ${formatMetres(route.radius)} с центром в точке ${route.points[0] ? formatPoint(route.points[0]) : NOT_SET}`;
    case 'MARKER':
      return `точка ${route.points[0] ? formatPoint(route.points[0]) : NOT_SET}`;
    case 'POLYLINE':
      return `коридор шириной ${formatMetres(route.width ?? 100)} вдоль линии через точки:\n${listPoints(route.points)}`;
    case 'POLYGON':
    case 'LASSO':
      return `многоугольник с вершинами:\n${listPoints(route.points)}`;
    case 'MULTIPOLYGON':
      return route.points.map((ring, index) => `многоугольник ${index + 1}, вершины:\n${listPoints(ring)}`).join('\n');
  }
}

function listPoints(points: PrintPoint[]): string {
  const listed = points.slice(0, MAX_LISTED_POINTS).map((point, index) => `${index + 1}) ${formatPoint(point)}`);
  const rest = points.length - listed.length;
  if (rest > 0) listed.push(`… и ещё ${rest} (полный перечень — на схеме маршрута)`);
  return listed.join(';\n');
}

const PURPOSE_NAMES: Record<FlightPurpose, string> = {
  WORK: 'выполнение авиационных работ',
  ENTERTAINMENT: 'развлекательный (любительский) полёт',
  COMMERCIAL: 'коммерческий полёт',
  COMPETITION: 'участие в соревнованиях',
  AREA_MONITORING: 'мониторинг территории',
  CARGO_TRANSPORT: 'перевозка груза',
  PHOTO: 'фото- и видеосъёмка',
  CUSTOM: 'иная цель',
};

const WORK_TYPE_NAMES: Record<AviationWorkType, string> = {
  CHEMICAL: 'авиационно-химические работы',
  PHOTOGRAPHY: 'аэрофотосъёмочные работы',
  FORESTRY: 'лесоавиационные работы',
  CONSTRUCTION: 'строительно-монтажные работы',
  MEDICAL_CARE: 'оказание медицинской помощи',
  FLIGHT_SUPPORT_EQUIPMENT_CHECK: 'облёт (проверка) средств обеспечения полётов',
  RESCUE: 'поисково-спасательные работы',
  TRANSPORT_AND_COMMUNICATION: 'транспортно-связные работы',
  AEROVISUAL: 'аэровизуальные наблюдения',
};

/** The purpose in words: the purpose, the aviation work's type, object and address, or the custom text. */
export function describePurpose(flight: PrintableFlight): string {
  const purpose = flight.purpose;
  if (!purpose) return NOT_SET;
  if (purpose.code === 'CUSTOM') return purpose.custom?.trim() || PURPOSE_NAMES.CUSTOM;
  const parts = [PURPOSE_NAMES[purpose.code]];
  if (purpose.workType) parts.push(`вид работ: ${WORK_TYPE_NAMES[purpose.workType]}`);
  if (purpose.workName) parts.push(`объект: ${purpose.workName}`);
  if (purpose.workAddress) parts.push(`адрес: ${purpose.workAddress}`);
  return parts.join('; ');
}

/** A phone as digits `7XXXXXXXXXX` written `+7 (XXX) XXX-XX-XX`; anything else as given. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return NOT_SET;
  const digits = phone.replace(/\D/g, '');
  if (/^7\d{10}$/.test(digits)) return `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
  return phone;
}

/** `Иванов Иван Иванович, тел. +7 (916) 123-45-67`, or "не указано". */
export function describeContact(contact: PrintContact | null): string {
  if (!contact || (!contact.fullName && !contact.phone)) return NOT_SET;
  const parts = [contact.fullName?.trim() || NOT_SET];
  if (contact.phone) parts.push(`тел. ${formatPhone(contact.phone)}`);
  return parts.join(', ');
}

/** The drone: its name, type БВС, registration and transponder numbers. */
export function describeDrone(flight: PrintableFlight): string {
  const drone = flight.drone;
  if (!drone) return NOT_SET;
  return drone.name?.trim() || NOT_SET;
}

export function valueOr(value: string | null | undefined, fallback = NOT_SET): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export function describeLineOfSight(flight: PrintableFlight): string {
  return flight.lineOfSight === 'OUTSIDE'
    ? 'за пределами прямой видимости внешнего пилота (BVLOS)'
    : 'в пределах прямой видимости внешнего пилота (VLOS)';
}

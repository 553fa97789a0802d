import type { Locale } from '../../dictionaries/domain/locale';

/**
 * Texts of the pre-check in Russian and English. Every finding and class reason is answered as a stable
 * `code` with `params` (for the UI's own translations) and as a `message` in the request's language
 * (Accept-Language: en → English, anything else → Russian, as the map answers).
 */
export type Params = Record<string, string | number | null | undefined>;

const TEXTS: Record<string, { ru: string; en: string }> = {
  // Class reasons.
  ABOVE_FL290: {
    ru: 'Класс A: максимальная высота {altitudeMax} м на эшелоне FL290 ({floor} м) или выше',
    en: 'Class A: the maximum altitude {altitudeMax} m is at or above FL290 ({floor} m)',
  },
  IN_CONTROL_ZONE: {
    ru: 'Класс C: маршрут проходит через контролируемое воздушное пространство «{name}»{band}',
    en: 'Class C: the route enters the controlled airspace "{name}"{band}',
  },
  AT_AERODROME: {
    ru: 'Класс C: маршрут проходит над аэродромом «{name}»',
    en: 'Class C: the route passes over the aerodrome "{name}"',
  },
  UNCONTROLLED: {
    ru: 'Класс G: маршрут ниже FL290 ({floor} м) и вне контролируемого воздушного пространства',
    en: 'Class G: the route is below FL290 ({floor} m) and outside controlled airspace',
  },
  // Findings.
  ZONE_AT_FLIGHT_ALTITUDE: {
    ru: 'Маршрут пересекает зону «{zone}»{band} на высотах полёта',
    en: 'The route crosses the zone "{zone}"{band} at the flight\'s altitudes',
  },
  DANGER_ZONE: {
    ru: 'Маршрут проходит через опасную зону «{zone}»{band}: учтите ограничения',
    en: 'The route passes through the danger zone "{zone}"{band}: mind its limits',
  },
  CONTROLLED_AIRSPACE: {
    ru: 'Контролируемое воздушное пространство «{name}»: нужно разрешение зонального центра ЕС ОрВД{authorityName}',
    en: 'Controlled airspace "{name}": the permission of the zonal centre{authorityName} is needed',
  },
  CLASS_A_AIRSPACE: {
    ru: 'Полёт в классе A (FL290 и выше) требует диспетчерского обслуживания',
    en: 'A flight in class A (FL290 and above) needs air traffic control service',
  },
  TAKE_OFF_POINT_IN_ZONE: {
    ru: 'Точка взлёта в зоне «{zone}»{band}',
    en: 'The take-off point is inside the zone "{zone}"{band}',
  },
  LANDING_POINT_IN_ZONE: {
    ru: 'Точка посадки в зоне «{zone}»{band}',
    en: 'The landing point is inside the zone "{zone}"{band}',
  },
  ROUTE_OUTSIDE_RUSSIA: {
    ru: 'Точка маршрута {lat}, {lng} за пределами России',
    en: 'The route point {lat}, {lng} is outside Russia',
  },
  TAKE_OFF_POINT_OUTSIDE_RUSSIA: { ru: 'Точка взлёта за пределами России', en: 'The take-off point is outside Russia' },
  LANDING_POINT_OUTSIDE_RUSSIA: { ru: 'Точка посадки за пределами России', en: 'The landing point is outside Russia' },
  FLIGHT_AT_NIGHT: {
    ru: 'Полёт {start} — {finish} выходит за светлое время суток у маршрута (восход {sunrise}, заход {sunset})',
    en: 'The flight {start} – {finish} is not within daylight at the route (sunrise {sunrise}, sunset {sunset})',
  },
  // Fixes.
  LOWER_MAX_ALTITUDE: { ru: 'Снизьте максимальную высоту до {value} м', en: 'Lower the maximum altitude to {value} m' },
  LOWER_MAX_GROUND_ALTITUDE: {
    ru: 'Снизьте максимальную высоту над землёй до {value} м',
    en: 'Lower the maximum altitude above ground to {value} m',
  },
  REDUCE_RADIUS: { ru: 'Уменьшите радиус до {value} м', en: 'Reduce the radius to {value} m' },
  MOVE_ROUTE: {
    ru: 'Сдвиньте маршрут на {distance} м к {directionTo} от зоны «{zone}»',
    en: 'Move the route {distance} m {direction} of the zone "{zone}"',
  },
  MOVE_TAKE_OFF_POINT: {
    ru: 'Перенесите точку взлёта на {distance} м к {directionTo} от зоны «{zone}»',
    en: 'Move the take-off point {distance} m {direction} of the zone "{zone}"',
  },
  MOVE_LANDING_POINT: {
    ru: 'Перенесите точку посадки на {distance} м к {directionTo} от зоны «{zone}»',
    en: 'Move the landing point {distance} m {direction} of the zone "{zone}"',
  },
};

const DIRECTIONS: Record<string, { ru: string; en: string }> = {
  N: { ru: 'северу', en: 'north' },
  NE: { ru: 'северо-востоку', en: 'north-east' },
  E: { ru: 'востоку', en: 'east' },
  SE: { ru: 'юго-востоку', en: 'south-east' },
  S: { ru: 'югу', en: 'south' },
  SW: { ru: 'юго-западу', en: 'south-west' },
  W: { ru: 'западу', en: 'west' },
  NW: { ru: 'северо-западу', en: 'north-west' },
};

/** The text of a code with its params, in the locale. Bands are written "(0–150 m)" from min/max/reference. */
export function message(code: string, params: Params, locale: Locale): string {
  const template = TEXTS[code]?.[locale] ?? code;
  const direction = typeof params.direction === 'string' ? DIRECTIONS[params.direction] : undefined;
  const values: Params = {
    ...params,
    band: bandText(params, locale),
    direction: direction ? direction[locale] : params.direction,
    directionTo: direction ? direction.ru : params.direction,
    authorityName:
      typeof params.authority === 'string' && params.authority
        ? locale === 'ru'
          ? ` («${params.authority}»)`
          : ` ("${params.authority}")`
        : '',
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    return value === null || value === undefined ? '—' : String(value);
  });
}

function bandText(params: Params, locale: Locale): string {
  const min = params.min ?? params.zoneMin;
  const max = params.max ?? params.zoneMax;
  if ((min === null || min === undefined) && (max === null || max === undefined)) return '';
  const reference =
    params.reference === 'AMSL' ? (locale === 'ru' ? ' над уровнем моря' : ' AMSL') : locale === 'ru' ? ' над землёй' : ' AGL';
  const unit = locale === 'ru' ? 'м' : 'm';
  const top = max === null || max === undefined ? (locale === 'ru' ? 'без ограничения' : 'unlimited') : `${max} ${unit}`;
  return ` (${min ?? 0}–${top}${reference})`;
}

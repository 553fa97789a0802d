import { Injectable } from '@nestjs/common';
import type { FlightOffsetMode } from '@nebo/shared-vocabulary';
import { AUTHORITY_TYPE_CODES, LANDING_SITE_TYPES } from '@nebo/shared-vocabulary';
import type { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import type { Locale } from '../../dictionaries/domain/locale';
import type { CrossingsResponseDto } from '../../map/dtos/crossings.dto';
import type { CrossingsOptions } from '../../map/dtos/crossings.query';
import { type FlightGeometry, footprintIntersects, parseFlightGeometry } from '../../map/geometry/flight-geometry';
import type { GeoShape } from '../../map/geometry/geo-shape';
import { CrossingsService } from '../../map/services/crossings.service';
import { RussiaBoundaryService } from '../../map/services/russia-boundary.service';
import { formatFlightDateTime, parseFlightDateTime } from '../domain/flight-time';
import type { FlightRequestInputDto } from '../dtos/flight-request-input.dto';
import { type FlightAltitudes, bandsIntersect, flightBandFor, maxAltitudeField, zoneBand } from './altitude-band';
import { type LatLngPoint, compassDirection, destination } from './compass';
import { daylightOf } from './daylight';
import { findClearRadius, findShortestEscape } from './escape';
import { CLASS_A_FLOOR_METRES, type ControlledCrossing, flySpaceClassOf } from './fly-space-class';
import { message } from './messages';
import type { FlySpaceClassDto, FlySpaceClassInputDto, PreCheckDto } from './precheck.dto';
import {
  type Finding,
  type FindingCode,
  type Fix,
  type FixCode,
  type ParamValue,
  type PrecheckCrossing,
  type PrecheckDaylight,
  chooseFix,
} from './precheck.model';
import { boxCentre, boxDiagonalMetres, shapeVertices, translateShape, withRadius } from './shape-moves';
import { type ZoneAssessment, VERTICAL_MARGIN_METRES, assessZone, blocksPoint, maxAltitudeUnder } from './zone-rules';

/** Every aerodrome type and authority: the pre-check lists all that the route crosses. */
export const ALL_CROSSINGS: CrossingsOptions = { aerodromeTypes: LANDING_SITE_TYPES, authorityTypes: AUTHORITY_TYPE_CODES };
/** Probes of a moved shape only ask about zones. */
const ZONES_ONLY: CrossingsOptions = { aerodromeTypes: [], authorityTypes: [] };
/** A route at most this large (its box's diagonal) may be proposed to move as a whole. */
export const SMALL_ROUTE_METRES = 5_000;
/** A route of more vertices is not probed for a move (each probe tests the whole shape). */
export const MAX_MOVED_VERTICES = 500;
/** The farthest move proposed, metres. */
export const MAX_MOVE_METRES = 20_000;
/** Kept between a moved point or route and the zone's boundary, metres. */
export const HORIZONTAL_MARGIN_METRES = 50;

/**
 * The explainable pre-check of a flight request (precheck/README.md): the fly-space class and why, every
 * zone, authority and aerodrome the route crosses with its band, daylight for each flight interval at the
 * route, and the findings — each blocking one with the smallest change that clears it. Uses the map's
 * crossing test (CrossingsService) for the route and for every probe of a proposed change.
 */
@Injectable()
export class PrecheckService {
  constructor(
    private readonly crossings: CrossingsService,
    private readonly russia: RussiaBoundaryService,
  ) {}

  /** `POST …/calculated-fly-space-class`. */
  async flySpaceClass(input: FlySpaceClassInputDto, locale: Locale): Promise<FlySpaceClassDto> {
    const altitudes = checkedAltitudes(input);
    const flight = parsedGeometry(input.geometry);
    const answer = await this.crossings.crossings(flight, ALL_CROSSINGS, locale);
    const result = flySpaceClassOf(altitudes, controlledCrossings(answer));
    const reasonDetails = result.reasons.map((r) => ({ code: r.code, params: r.params, message: message(r.code, r.params, locale) }));
    return { flySpaceClass: result.flySpaceClass, reasons: reasonDetails.map((r) => r.message), reasonDetails };
  }

  /** `POST …/pre-check`: the form as the request's `flightAgreementDto` (a draft's fields may be missing). */
  async precheck(form: FlightRequestInputDto, locale: Locale): Promise<PreCheckDto> {
    const missing: FieldError[] = [];
    if (!form.geometry) missing.push({ field: 'geometry', error: 'is required for the pre-check' });
    if (typeof form.flightAltitudeMin !== 'number') missing.push({ field: 'flightAltitudeMin', error: 'is required for the pre-check' });
    if (typeof form.flightAltitudeMax !== 'number') missing.push({ field: 'flightAltitudeMax', error: 'is required for the pre-check' });
    if (missing.length) throw new FieldValidationException(missing);
    const altitudes = checkedAltitudes(form as FlightAltitudes);
    const flight = parsedGeometry(form.geometry);
    const mode = (form.flightDateTimeOffsetMode ?? 'UTC') as FlightOffsetMode;
    const intervals = checkedIntervals(form, mode);

    const answer = await this.crossings.crossings(flight, ALL_CROSSINGS, locale);
    const assessments = answer.zones.map((zone) => assessZone(zone, altitudes));
    const result = flySpaceClassOf(altitudes, controlledCrossings(answer));
    const zonalCentre = answer.authorities.find((a) => a.type === 'ZONAL_CENTER')?.name ?? null;

    const findings: Finding[] = [];
    const finding = (code: FindingCode, severity: Finding['severity'], params: Record<string, ParamValue>, fixes: Fix[] = []): void => {
      findings.push({ code, severity, params, message: message(code, params, locale), ...chooseFix(fixes) });
    };

    const outside = extremeVertices(shapeVertices(flight.shape)).find((p) => !this.russia.contains(p.lat, p.lng));
    if (outside) finding('ROUTE_OUTSIDE_RUSSIA', 'BLOCKING', { lat: outside.lat, lng: outside.lng });

    for (const assessment of assessments) {
      const params = zoneParams(assessment);
      if (assessment.effect === 'BLOCKING') {
        finding('ZONE_AT_FLIGHT_ALTITUDE', 'BLOCKING', params, await this.routeFixes(flight, assessment, altitudes, locale));
      } else if (assessment.effect === 'WARNING') {
        finding('DANGER_ZONE', 'WARNING', params);
      }
    }

    for (const [role, point] of [
      ['TAKE_OFF', form.takeOffPoint],
      ['LANDING', form.landingPoint],
    ] as const) {
      if (!point) continue;
      if (!this.russia.contains(point.lat, point.lng)) {
        finding(role === 'TAKE_OFF' ? 'TAKE_OFF_POINT_OUTSIDE_RUSSIA' : 'LANDING_POINT_OUTSIDE_RUSSIA', 'BLOCKING', {
          lat: point.lat,
          lng: point.lng,
        });
        continue;
      }
      for (const assessment of await this.zonesAtPoint(point, flight, assessments, altitudes, locale)) {
        if (!blocksPoint(assessment, altitudes)) continue;
        const fix = await this.pointFix(role, point, assessment, locale);
        finding(
          role === 'TAKE_OFF' ? 'TAKE_OFF_POINT_IN_ZONE' : 'LANDING_POINT_IN_ZONE',
          'BLOCKING',
          zoneParams(assessment),
          fix ? [fix] : [],
        );
      }
    }

    for (const crossing of controlledCrossings(answer)) {
      if (crossing.band && !bandsIntersect(flightBandFor(altitudes, crossing.band.reference), crossing.band)) continue;
      finding('CONTROLLED_AIRSPACE', 'WARNING', { name: crossing.name, authority: zonalCentre });
    }

    if (result.flySpaceClass === 'A') {
      const value = CLASS_A_FLOOR_METRES - VERTICAL_MARGIN_METRES;
      const fixes =
        value >= altitudes.flightAltitudeMin ? [altitudeFix('flightAltitudeMax', value, altitudes.flightAltitudeMax - value, locale)] : [];
      finding('CLASS_A_AIRSPACE', 'WARNING', { floor: CLASS_A_FLOOR_METRES }, fixes);
    }

    const centre = boxCentre(flight.box);
    const daylight: PrecheckDaylight[] = intervals.map((interval) => {
      const check = daylightOf(interval.startInstant, interval.finishInstant, centre);
      const format = (instant: Date | null) => (instant ? formatFlightDateTime(instant, mode) : null);
      return {
        intervalId: interval.id ?? null,
        kind: interval.kind,
        start: interval.start,
        finish: interval.finish,
        sunrise: format(check.sunrise),
        sunset: format(check.sunset),
        polar: check.polar,
        inDaylight: check.inDaylight,
      };
    });
    for (const day of daylight) {
      if (day.inDaylight) continue;
      finding('FLIGHT_AT_NIGHT', 'WARNING', {
        intervalId: day.intervalId,
        kind: day.kind,
        start: day.start,
        finish: day.finish,
        sunrise: day.sunrise,
        sunset: day.sunset,
        polar: day.polar,
      });
    }

    findings.sort((a, b) => Number(b.severity === 'BLOCKING') - Number(a.severity === 'BLOCKING'));
    return {
      flySpaceClass: result.flySpaceClass,
      classReasons: result.reasons.map((r) => ({ code: r.code, params: r.params, message: message(r.code, r.params, locale) })),
      crossings: crossingList(answer, assessments),
      daylight,
      findings,
      blocking: findings.some((f) => f.severity === 'BLOCKING'),
    };
  }

  /** Changes that take the route off a blocking zone: under it, a smaller circle, or the whole route moved. */
  private async routeFixes(flight: FlightGeometry, assessment: ZoneAssessment, altitudes: FlightAltitudes, locale: Locale): Promise<Fix[]> {
    const fixes: Fix[] = [];
    const { band, zone } = assessment;
    if (band) {
      const flightBand = flightBandFor(altitudes, band.reference);
      const value = maxAltitudeUnder(band, flightBand);
      if (value !== null) fixes.push(altitudeFix(maxAltitudeField(flightBand), value, (flightBand.max ?? value) - value, locale));
    }
    const shape = flight.shape;
    if (shape.type === 'CIRCLE') {
      const radius = await findClearRadius((r) => this.crossesZone(withRadius(shape, r), zone.id), shape.radius, {
        margin: HORIZONTAL_MARGIN_METRES,
      });
      if (radius !== null) {
        const params = { value: radius, zone: zone.name };
        fixes.push(fixOf('REDUCE_RADIUS', 'geometry.radius', radius, params, shape.radius - radius, locale));
      }
    }
    if (boxDiagonalMetres(flight.box) <= SMALL_ROUTE_METRES && flight.vertexCount <= MAX_MOVED_VERTICES) {
      // A whole route costs more a probe than a point: eight bearings (at most 1/cos 22.5° ≈ 8 % longer than
      // the shortest move across a straight side), starting from a sixteenth of the route's size.
      const escape = await findShortestEscape((bearing, distance) => this.crossesZone(translateShape(shape, bearing, distance), zone.id), {
        bearings: 8,
        firstDistance: Math.max(25, Math.round(boxDiagonalMetres(flight.box) / 16)),
        maxDistance: MAX_MOVE_METRES,
        margin: HORIZONTAL_MARGIN_METRES,
      });
      if (escape) {
        const params = moveParams(escape, zone.name);
        fixes.push(
          fixOf('MOVE_ROUTE', 'geometry', translateShape(shape, escape.bearing, escape.distance), params, escape.distance, locale),
        );
      }
    }
    return fixes;
  }

  private async pointFix(
    role: 'TAKE_OFF' | 'LANDING',
    point: LatLngPoint,
    assessment: ZoneAssessment,
    locale: Locale,
  ): Promise<Fix | null> {
    const zoneId = assessment.zone.id;
    const escape = await findShortestEscape(
      (bearing, distance) => this.crossesZone({ type: 'MARKER', points: [destination(point, bearing, distance)] }, zoneId),
      { maxDistance: MAX_MOVE_METRES, margin: HORIZONTAL_MARGIN_METRES },
    );
    if (!escape) return null;
    const moved = destination(point, escape.bearing, escape.distance);
    if (!this.russia.contains(moved.lat, moved.lng)) return null;
    const code: FixCode = role === 'TAKE_OFF' ? 'MOVE_TAKE_OFF_POINT' : 'MOVE_LANDING_POINT';
    return fixOf(
      code,
      role === 'TAKE_OFF' ? 'takeOffPoint' : 'landingPoint',
      moved,
      moveParams(escape, assessment.zone.name),
      escape.distance,
      locale,
    );
  }

  /**
   * The zones at a take-off or landing point. A point within the route's footprint can only be in zones the
   * route crosses: when none of them could block, no query is needed.
   */
  private async zonesAtPoint(
    point: LatLngPoint,
    flight: FlightGeometry,
    routeZones: ZoneAssessment[],
    altitudes: FlightAltitudes,
    locale: Locale,
  ): Promise<ZoneAssessment[]> {
    const onRoute = footprintIntersects(flight.footprint, { type: 'Point', coordinates: [point.lng, point.lat] });
    if (onRoute && !routeZones.some((zone) => blocksPoint(zone, altitudes))) return [];
    const parsed = parseFlightGeometry({ type: 'MARKER', points: [point] });
    if (!parsed.ok) return [];
    const answer = await this.crossings.crossings(parsed.value, ZONES_ONLY, locale);
    return answer.zones.map((zone) => assessZone(zone, altitudes));
  }

  /** Whether a shape crosses the zone; a shape the map refuses counts as crossing (no fix is built on it). */
  private async crossesZone(shape: GeoShape, zoneId: string): Promise<boolean> {
    const parsed = parseFlightGeometry(shape);
    if (!parsed.ok) return true;
    const answer = await this.crossings.crossings(parsed.value, ZONES_ONLY, 'ru');
    return answer.zones.some((zone) => zone.id === zoneId);
  }
}

/**
 * The northern-, southern-, eastern- and westernmost vertices: where a route drawn across the border leaves
 * Russia. (The outline test costs milliseconds a point; saving a request checks every vertex.)
 */
function extremeVertices(points: LatLngPoint[]): LatLngPoint[] {
  if (points.length <= 4) return points;
  const pick = (better: (a: LatLngPoint, b: LatLngPoint) => boolean) => points.reduce((best, p) => (better(p, best) ? p : best));
  return [
    ...new Set([
      pick((a, b) => a.lat > b.lat),
      pick((a, b) => a.lat < b.lat),
      pick((a, b) => a.lng > b.lng),
      pick((a, b) => a.lng < b.lng),
    ]),
  ];
}

function parsedGeometry(input: unknown): FlightGeometry {
  const parsed = parseFlightGeometry(input, 'geometry');
  if (!parsed.ok) throw new FieldValidationException(parsed.errors);
  return parsed.value;
}

function altitudesOf(input: FlightAltitudes): FlightAltitudes {
  const ground = typeof input.flightAltitudeGroundMin === 'number' && typeof input.flightAltitudeGroundMax === 'number';
  return {
    flightAltitudeMin: input.flightAltitudeMin,
    flightAltitudeMax: input.flightAltitudeMax,
    ...(ground ? { flightAltitudeGroundMin: input.flightAltitudeGroundMin, flightAltitudeGroundMax: input.flightAltitudeGroundMax } : {}),
  };
}

function checkedAltitudes(input: FlightAltitudes): FlightAltitudes {
  const errors: FieldError[] = [];
  if (input.flightAltitudeMin > input.flightAltitudeMax) {
    errors.push({ field: 'flightAltitudeMax', error: 'must not be below flightAltitudeMin' });
  }
  const { flightAltitudeGroundMin: groundMin, flightAltitudeGroundMax: groundMax } = input;
  if (typeof groundMin === 'number' && typeof groundMax === 'number' && groundMin > groundMax) {
    errors.push({ field: 'flightAltitudeGroundMax', error: 'must not be below flightAltitudeGroundMin' });
  }
  if (errors.length) throw new FieldValidationException(errors);
  return altitudesOf(input);
}

interface CheckedInterval {
  id?: string;
  kind: 'GENERAL' | 'RESERVED';
  start: string;
  finish: string;
  startInstant: Date;
  finishInstant: Date;
}

function checkedIntervals(form: FlightRequestInputDto, mode: FlightOffsetMode): CheckedInterval[] {
  const errors: FieldError[] = [];
  const intervals: CheckedInterval[] = [];
  for (const [kind, list, field] of [
    ['GENERAL', form.generalFlightDateTime ?? [], 'generalFlightDateTime'],
    ['RESERVED', form.reservedFlightDateTime ?? [], 'reservedFlightDateTime'],
  ] as const) {
    list.forEach((interval, i) => {
      const startInstant = parseFlightDateTime(interval.start, mode);
      const finishInstant = parseFlightDateTime(interval.finish, mode);
      if (!startInstant) errors.push({ field: `${field}.${i}.start`, error: 'is not a real date-time' });
      if (!finishInstant) errors.push({ field: `${field}.${i}.finish`, error: 'is not a real date-time' });
      if (!startInstant || !finishInstant) return;
      if (finishInstant <= startInstant) {
        errors.push({ field: `${field}.${i}.finish`, error: 'must be after start' });
        return;
      }
      intervals.push({ id: interval.id, kind, start: interval.start, finish: interval.finish, startInstant, finishInstant });
    });
  }
  if (errors.length) throw new FieldValidationException(errors);
  return intervals;
}

/**
 * Controlled airspace crossed: control zones (of an aerodrome — the map's answer gives no band for them —
 * or imported ones with their band) and aerodromes. Give it an answer for ALL_CROSSINGS (every aerodrome type).
 */
export function controlledCrossings(answer: CrossingsResponseDto): ControlledCrossing[] {
  const aerodromes: ControlledCrossing[] = answer.aerodromes.map((a) => ({
    kind: a.crossedBy === 'AERODROME' ? 'AERODROME' : 'CONTROL_ZONE',
    name: a.name,
    band: null,
  }));
  const zones: ControlledCrossing[] = answer.zones
    .filter((z) => z.layer === 'CONTROL_AREAS' && z.active)
    .map((z) => ({ kind: 'CONTROL_ZONE', name: z.name, band: zoneBand(z.properties) }));
  return [...aerodromes, ...zones];
}

function zoneParams(assessment: ZoneAssessment): Record<string, ParamValue> {
  const { zone, band } = assessment;
  return {
    zoneId: zone.id,
    zone: zone.name,
    layer: zone.layer,
    zoneCode: zone.code ?? null,
    zoneMin: band?.min ?? null,
    zoneMax: band?.max ?? null,
    reference: band?.reference ?? null,
  };
}

function moveParams(escape: { bearing: number; distance: number }, zone: string): Record<string, ParamValue> {
  return { distance: escape.distance, bearing: escape.bearing, direction: compassDirection(escape.bearing), zone };
}

function altitudeFix(field: 'flightAltitudeMax' | 'flightAltitudeGroundMax', value: number, change: number, locale: Locale): Fix {
  const code: FixCode = field === 'flightAltitudeMax' ? 'LOWER_MAX_ALTITUDE' : 'LOWER_MAX_GROUND_ALTITUDE';
  return fixOf(code, field, value, { value }, change, locale);
}

function fixOf(
  code: FixCode,
  field: Fix['field'],
  value: unknown,
  params: Record<string, ParamValue>,
  change: number,
  locale: Locale,
): Fix {
  return { code, field, value, params, message: message(code, params, locale), change: Math.round(change) };
}

function crossingList(answer: CrossingsResponseDto, assessments: ZoneAssessment[]): PrecheckCrossing[] {
  const zones = assessments.map((a): PrecheckCrossing => ({
    kind: 'ZONE',
    id: a.zone.id,
    name: a.zone.name,
    layer: a.zone.layer,
    code: a.zone.code ?? null,
    altitudeBand: a.band ? { min: a.band.min, max: a.band.max, reference: a.band.reference } : null,
    blocking: a.effect === 'BLOCKING',
  }));
  const authorities = answer.authorities.map((a): PrecheckCrossing => ({
    kind: 'AUTHORITY',
    id: a.id,
    name: a.name,
    layer: a.type === 'ZONAL_CENTER' ? 'ZONAL_CENTERS' : 'BOUNDARIES',
    code: a.code,
    altitudeBand: null,
    blocking: false,
  }));
  const aerodromes = answer.aerodromes.map((a): PrecheckCrossing => ({
    kind: 'AERODROME',
    id: a.id,
    name: a.name,
    layer: a.crossedBy === 'AERODROME' ? 'AIRPORTS' : 'CONTROL_AREAS',
    code: a.icao ?? a.code,
    altitudeBand: null,
    blocking: false,
  }));
  return [...zones, ...aerodromes, ...authorities];
}

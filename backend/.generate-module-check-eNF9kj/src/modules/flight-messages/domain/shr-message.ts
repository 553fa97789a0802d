import { formatAltitudeBand } from './altitude';
import { formatPoint } from './coordinates';
import { flightTimes } from './flight-time';
import { ShrInputError, type ShrMessage, type ShrMessageInput, type ShrPoint, type ShrWriteOptions } from './shr-message.input';
import { fieldText, phoneDigits } from './transliteration';
import { formatZone, routeEnd } from './zone';

/** An AFTN line holds at most 69 characters (ICAO Annex 10, volume II, the AFTN format). */
export const MAX_LINE_LENGTH = 69;
/** An AFTN message text holds at most 1,800 characters (ICAO Annex 10, volume II), line ends counted as CR LF. */
export const MAX_MESSAGE_LENGTH = 1800;
/** The unknown aircraft identification, and location indicator, of ICAO messages. */
const UNKNOWN_IDENTIFICATION = 'ZZZZZ';
const UNKNOWN_LOCATION = 'ZZZZ';

/**
 * The SHR messages (Табель сообщений о движении воздушных судов, the flight plan of a БВС flight) of one
 * flight, one per flight date, in order of start:
 *
 * ```
 * (SHR-ZZZZZ                                     field 7: identification unknown
 * -ZZZZ0900                                      field 13: departure (ZZZZ = none) and start time, UTC
 * -M0016/M0026 /ZONA R0,7 5509N03737E/           field 15: altitude band, the airspace (zone.ts)
 * -ZZZZ0900                                      field 16: destination and total elapsed time (HHMM)
 * -DEP/5509N03737E DEST/5509N03737E DOF/240101 OPR/IVANOV IVAN 79161234567 REG/0Y12345 TYP/BLA
 * RMK/PERMIT 123 REGIME 45 TEL 79161234567)      field 18
 * ```
 *
 * Field 16 is ICAO's "destination aerodrome and total estimated elapsed time": ZZZZ (or the landing
 * aerodrome) and the flight's duration, not its finish time (09:00–18:00 UTC → `-ZZZZ0900`).
 * Field 18's indicators come in the order of zonal centres' SHR (DEP DEST DOF OPR REG TYP RMK); DEP/ and
 * DEST/ are written only when field 13 / 16 say ZZZZ. Nothing Cyrillic or lower-case is written.
 */
export function writeShrMessages(input: ShrMessageInput, options: ShrWriteOptions = {}): ShrMessage[] {
  const seconds = options.seconds === true;
  if (!Array.isArray(input.flightDates) || input.flightDates.length === 0) {
    throw new ShrInputError('no-flight-dates', 'flightDates', 'a message needs at least one flight date');
  }
  const dates = input.flightDates.map((window, i) => flightTimes(window, `flightDates[${i}]`)).sort((a, b) => a.startMs - b.startMs);

  // What does not depend on the date, written once.
  const departure = aerodrome(input.departureAerodrome, 'departureAerodrome');
  const destination = aerodrome(input.destinationAerodrome, 'destinationAerodrome');
  const field15 = `-${formatAltitudeBand(input.altitudeMinMetres, input.altitudeMaxMetres)} ${formatZone(input.route, seconds)}`;
  const dep = departure === UNKNOWN_LOCATION ? `DEP/${endPoint(input.takeOffPoint, input, 'first', 'takeOffPoint', seconds)}` : null;
  const dest = destination === UNKNOWN_LOCATION ? `DEST/${endPoint(input.landingPoint, input, 'last', 'landingPoint', seconds)}` : null;
  const after = [operatorText(input), registrations(input), 'TYP/BLA', remarks(input)];

  return dates.map((times) => {
    const field18 = ['-' + [dep, dest, `DOF/${times.dof}`, ...after].filter((part): part is string => !!part).join(' ')];
    const fields = [`(SHR-${UNKNOWN_IDENTIFICATION}`, `-${departure}${times.eobt}`, field15, `-${destination}${times.elapsed}`, ...field18];
    fields[fields.length - 1] += ')';
    const lines = fields.flatMap(wrap);
    const text = lines.join('\n');
    const aftnLength = text.length + lines.length - 1;
    if (aftnLength > MAX_MESSAGE_LENGTH) {
      throw new ShrInputError(
        'message-too-long',
        'route',
        `the message would hold ${aftnLength} characters, more than the ${MAX_MESSAGE_LENGTH} an AFTN message may: simplify the route or use a circle`,
      );
    }
    return { dateOfFlight: times.date, text, singleLine: lines.join(' ') };
  });
}

function aerodrome(code: string | null | undefined, field: string): string {
  if (code === null || code === undefined || code.trim() === '') return UNKNOWN_LOCATION;
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{4}$/.test(upper))
    throw new ShrInputError('invalid-aerodrome', field, 'an ICAO location indicator is 4 Latin letters (e.g. UUEE)');
  return upper;
}

function endPoint(
  point: ShrPoint | null | undefined,
  input: ShrMessageInput,
  end: 'first' | 'last',
  field: string,
  seconds: boolean,
): string {
  const chosen = point ?? routeEnd(input.route, end);
  if (!chosen)
    throw new ShrInputError(
      'no-points',
      field,
      `the ${field === 'takeOffPoint' ? 'take-off' : 'landing'} point is required with a named zone`,
    );
  return formatPoint(chosen, seconds, point ? field : 'route.points');
}

/** OPR/: the operator's name and phone, e.g. `OPR/IVANOV IVAN IVANOVICH 79161234567`. */
function operatorText(input: ShrMessageInput): string {
  const name = fieldText(input.operator?.name ?? '');
  if (!name) throw new ShrInputError('no-operator', 'operator.name', 'the operator has no name that can be written');
  const phone = phoneDigits(input.operator.phone ?? '');
  return `OPR/${[name, phone].filter(Boolean).join(' ')}`;
}

/** REG/: every drone's registration number, separated by spaces; absent when there is none. */
function registrations(input: ShrMessageInput): string | null {
  const numbers = (input.droneRegistrationNumbers ?? []).map((n) => fieldText(n).replace(/ /g, '')).filter(Boolean);
  return numbers.length > 0 ? `REG/${numbers.join(' ')}` : null;
}

/** RMK/: `PERMIT <n> REGIME <n> TEL <digits> <remarks>`, each part only when present; absent when all are. */
function remarks(input: ShrMessageInput): string | null {
  const parts = [
    labelled('PERMIT', fieldText(input.permitNumber ?? '')),
    labelled('REGIME', fieldText(input.regimeNumber ?? '')),
    labelled('TEL', phoneDigits(input.operator?.phone ?? '')),
    fieldText(input.remarks ?? ''),
  ].filter(Boolean);
  return parts.length > 0 ? `RMK/${parts.join(' ')}` : null;
}

function labelled(label: string, value: string): string {
  return value ? `${label} ${value}` : '';
}

/** One field's text as lines of at most 69 characters, broken between words (a longer word is cut). */
export function wrap(field: string): string[] {
  const words = field
    .split(' ')
    .flatMap((word) => (word.length <= MAX_LINE_LENGTH ? [word] : (word.match(new RegExp(`.{1,${MAX_LINE_LENGTH}}`, 'g')) ?? [])));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= MAX_LINE_LENGTH) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

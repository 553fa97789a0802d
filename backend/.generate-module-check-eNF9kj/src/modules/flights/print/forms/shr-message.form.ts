import type { ShrMessage, ShrMessageInput } from '../../../flight-messages/domain/shr-message.input';
import { formatAltitudeBand, formatInterval, offsetModeTitle, valueOr } from '../format';
import type { PrintBlock, PrintDocument } from '../print-document';
import { printFieldMissing } from '../print.exceptions';
import type { PrintableFlight } from '../printable-flight';
import { fileNames, footnote, type FormContext } from './form-context';

/**
 * What the SHR message is written from: every flight date (general, then reserved), the altitudes above
 * ground when given (the reference amateur flights are planned in; else above sea level), the route, the
 * take-off and landing points, the pilot as operator, the drone's registration number and the regime number.
 * @throws DomainException `flights.print-field-missing` (400) without dates, a route or altitudes.
 */
export function shrInputOf(flight: PrintableFlight): { input: ShrMessageInput; altitudeReference: 'GROUND' | 'SEA' } {
  const dates = [...(flight.general ? [flight.general] : []), ...flight.reserved];
  if (dates.length === 0) throw printFieldMissing('generalFlightDateTime', 'the SHR message needs the flight dates');
  if (!flight.route) throw printFieldMissing('geometry', 'the SHR message needs the route');
  const ground = flight.altitudeGroundMin !== null && flight.altitudeGroundMax !== null;
  const min = ground ? flight.altitudeGroundMin : flight.altitudeMin;
  const max = ground ? flight.altitudeGroundMax : flight.altitudeMax;
  if (min === null || max === null) throw printFieldMissing('flightAltitudeMax', 'the SHR message needs the altitudes');
  return {
    altitudeReference: ground ? 'GROUND' : 'SEA',
    input: {
      flightDates: dates.map((d) => ({ start: d.start.toISOString(), finish: d.finish.toISOString() })),
      altitudeMinMetres: min,
      altitudeMaxMetres: max,
      route: flight.route,
      takeOffPoint: flight.takeOffPoint,
      landingPoint: flight.landingPoint,
      operator: { name: flight.applicant.fullName ?? '', phone: flight.applicant.phone },
      droneRegistrationNumbers: flight.drone?.registrationNumber ? [flight.drone.registrationNumber] : [],
      regimeNumber: flight.regimeNumber,
    },
  };
}

/**
 * The SHR message form: a header (what the message is for, the reference of its altitudes, that its times
 * are UTC) and the messages the flight-messages module writes, one per flight date, each under the date.
 */
export function shrMessageForm(
  flight: PrintableFlight,
  messages: readonly ShrMessage[],
  altitudeReference: 'GROUND' | 'SEA',
  context: FormContext,
): PrintDocument {
  const dates = [...(flight.general ? [flight.general] : []), ...flight.reserved].sort((a, b) => a.start.getTime() - b.start.getTime());
  const blocks: PrintBlock[] = [
    { kind: 'heading', text: 'СООБЩЕНИЕ SHR', subtitle: ['план полёта беспилотного воздушного судна'] },
    {
      kind: 'fields',
      rows: [
        { label: 'Полёт', value: valueOr(flight.name, 'без названия') },
        { label: 'Пользователь воздушного пространства', value: valueOr(flight.applicant.fullName) },
        { label: 'БВС', value: `${valueOr(flight.drone?.name)}, учётный номер ${valueOr(flight.drone?.registrationNumber)}` },
        {
          label: altitudeReference === 'GROUND' ? 'Высоты над поверхностью земли' : 'Высоты над уровнем моря',
          value: formatAltitudeBand(
            altitudeReference === 'GROUND' ? flight.altitudeGroundMin : flight.altitudeMin,
            altitudeReference === 'GROUND' ? flight.altitudeGroundMax : flight.altitudeMax,
          ),
        },
        { label: 'Время в заявке', value: offsetModeTitle(flight.offsetMode) },
        { label: 'Время в сообщениях', value: 'UTC (поле 13 — время начала, поле 16 — продолжительность полёта)' },
        { label: 'Сообщений', value: String(messages.length) },
      ],
    },
  ];
  messages.forEach((message, index) => {
    const date = dates[index];
    blocks.push({
      kind: 'subheading',
      text: date ? `${index + 1}. Дата полёта ${formatInterval(date, 'UTC')}` : `${index + 1}. Дата полёта ${message.dateOfFlight}`,
    });
    blocks.push({ kind: 'preformatted', text: message.text });
  });
  return {
    title: 'Сообщение SHR',
    ...fileNames('shr-message', 'Сообщение SHR', flight),
    blocks,
    footnote: footnote(context),
  };
}

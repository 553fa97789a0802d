import {
  describeContact,
  describeDrone,
  describePurpose,
  describeRoute,
  formatAltitudeBand,
  formatInterval,
  formatOptionalPoint,
  formatPhone,
  offsetModeTitle,
  valueOr,
} from '../format';
import { BLANK, NOT_SET, type PrintDocument } from '../print-document';
import type { PrintableFlight } from '../printable-flight';
import { fileNames, footnote, type FormContext } from './form-context';

/**
 * The notice to the local government (уведомление органа местного самоуправления) that a drone flight over
 * a settlement is to be performed: to the head of the municipality (left blank: the authority is chosen in
 * the agreements issue), what, where, when, how high, on what, by whom and under which permission.
 */
export function localGovReportForm(flight: PrintableFlight, context: FormContext): PrintDocument {
  const applicant = flight.applicant;
  return {
    title: 'Уведомление о выполнении полёта беспилотного воздушного судна над населённым пунктом',
    ...fileNames('local-gov-report', 'Уведомление органа местного самоуправления', flight),
    blocks: [
      {
        kind: 'addressee',
        lines: [
          'Главе администрации',
          BLANK,
          '(наименование муниципального образования)',
          `от ${valueOr(applicant.fullName, BLANK)}`,
          `тел. ${formatPhone(applicant.phone)}`,
          ...(applicant.email ? [`эл. почта ${applicant.email}`] : []),
        ],
      },
      {
        kind: 'heading',
        text: 'УВЕДОМЛЕНИЕ',
        subtitle: ['о выполнении полёта беспилотного воздушного судна над населённым пунктом'],
      },
      {
        kind: 'paragraph',
        text:
          'Уведомляю о выполнении полёта беспилотного воздушного судна над территорией населённого пункта ' +
          `${BLANK} в соответствии с разрешением органа местного самоуправления ` +
          `№ ${BLANK} от ${BLANK} на следующих условиях:`,
      },
      {
        kind: 'fields',
        rows: [
          { number: '1', label: 'Полёт', value: valueOr(flight.name, 'без названия') },
          { number: '2', label: 'Цель полёта', value: describePurpose(flight) },
          { number: '3', label: 'Район полёта', value: describeRoute(flight.route) },
          { number: '4', label: 'Точка взлёта', value: formatOptionalPoint(flight.takeOffPoint) },
          { number: '5', label: 'Точка посадки', value: formatOptionalPoint(flight.landingPoint) },
          {
            number: '6',
            label: 'Высоты над поверхностью земли',
            value: formatAltitudeBand(flight.altitudeGroundMin, flight.altitudeGroundMax),
          },
          { number: '7', label: 'Высоты над уровнем моря', value: formatAltitudeBand(flight.altitudeMin, flight.altitudeMax) },
          { number: '8', label: 'Время указано', value: offsetModeTitle(flight.offsetMode) },
          {
            number: '9',
            label: 'Дата и время полёта',
            value: flight.general ? formatInterval(flight.general, flight.offsetMode) : NOT_SET,
          },
          {
            number: '10',
            label: 'Резервные даты',
            value: flight.reserved.length > 0 ? flight.reserved.map((i) => formatInterval(i, flight.offsetMode)).join(';\n') : 'нет',
          },
          { number: '11', label: 'Беспилотное воздушное судно', value: describeDrone(flight) },
          { number: '12', label: 'Учётный (регистрационный) номер', value: valueOr(flight.drone?.registrationNumber) },
          { number: '13', label: 'Внешний пилот', value: describeContact(flight.externalPilot ?? applicant) },
          { number: '14', label: 'Ответственный за организацию полётов', value: describeContact(flight.manager) },
          { number: '15', label: 'Номер режима использования воздушного пространства', value: valueOr(flight.regimeNumber, BLANK) },
        ],
      },
      {
        kind: 'paragraph',
        text:
          'Полёт будет выполнен с соблюдением мер безопасности для людей и имущества на земле; ' +
          'при изменении сроков полёта уведомлю дополнительно.',
      },
      { kind: 'signatures', lines: [{ role: 'Пользователь воздушного пространства', name: applicant.fullName }] },
    ],
    footnote: footnote(context),
  };
}

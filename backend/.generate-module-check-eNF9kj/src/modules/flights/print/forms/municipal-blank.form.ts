import {
  describePurpose,
  describeRoute,
  flightIntervals,
  formatAltitudeBand,
  formatDay,
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
 * The municipal blank: the application (заявление) for a permission to fly a drone over a settlement, in
 * the layout the municipalities' administrative regulations give it ("Выдача разрешения на выполнение …
 * полётов беспилотных воздушных судов … над населёнными пунктами"): the administration, the applicant with
 * contacts, "Прошу выдать разрешение …", the aircraft (type, registration number, serial number), the place,
 * the period and time, how to be told of the decision, the attachments, the consent to personal data
 * processing, the signature. Filled in with the request's data; what the platform does not know is blank.
 */
export function municipalBlankForm(flight: PrintableFlight, context: FormContext): PrintDocument {
  const applicant = flight.applicant;
  const intervals = flightIntervals(flight);
  const first = intervals.length > 0 ? intervals.reduce((a, b) => (a.start <= b.start ? a : b)) : null;
  const last = intervals.length > 0 ? intervals.reduce((a, b) => (a.finish >= b.finish ? a : b)) : null;
  return {
    title: 'Заявление на получение разрешения на выполнение полёта над населённым пунктом',
    ...fileNames('blank', 'Заявление на разрешение полёта над населённым пунктом', flight),
    blocks: [
      {
        kind: 'addressee',
        lines: [
          'В администрацию',
          BLANK,
          '(наименование муниципального образования)',
          `от ${valueOr(applicant.fullName, BLANK)}`,
          '(фамилия, имя, отчество (при наличии) физического лица)',
          `Адрес места жительства: ${BLANK}`,
          `Телефон: ${formatPhone(applicant.phone)}`,
          `Эл. почта: ${valueOr(applicant.email, BLANK)}`,
        ],
      },
      {
        kind: 'heading',
        text: 'ЗАЯВЛЕНИЕ',
        subtitle: ['о выдаче разрешения на выполнение полёта беспилотного воздушного судна над населённым пунктом'],
      },
      {
        kind: 'paragraph',
        text:
          `Прошу выдать разрешение на выполнение полёта беспилотного воздушного судна над территорией населённого пункта ` +
          `${BLANK} (цель полёта: ${describePurpose(flight)}) на воздушном судне:`,
      },
      {
        kind: 'fields',
        rows: [
          { number: '1', label: 'Тип воздушного судна', value: `беспилотное воздушное судно, ${valueOr(flight.drone?.name)}` },
          {
            number: '2',
            label: 'Учётный (регистрационный) опознавательный знак',
            value: valueOr(flight.drone?.registrationNumber, BLANK),
          },
          { number: '3', label: 'Заводской номер (при наличии)', value: BLANK },
          { number: '4', label: 'Место использования воздушного пространства', value: describeRoute(flight.route) },
          { number: '5', label: 'Площадка взлёта', value: formatOptionalPoint(flight.takeOffPoint) },
          { number: '6', label: 'Площадка посадки', value: formatOptionalPoint(flight.landingPoint) },
          {
            number: '7',
            label: 'Срок использования воздушного пространства',
            value:
              first && last ? `с ${formatDay(first.start, flight.offsetMode)} по ${formatDay(last.finish, flight.offsetMode)}` : NOT_SET,
          },
          {
            number: '8',
            label: 'Время использования воздушного пространства',
            value: intervals.length > 0 ? intervals.map((i) => formatInterval(i, flight.offsetMode)).join(';\n') : NOT_SET,
          },
          { number: '9', label: 'Время указано', value: offsetModeTitle(flight.offsetMode) },
          {
            number: '10',
            label: 'Высоты полёта над поверхностью земли',
            value: formatAltitudeBand(flight.altitudeGroundMin, flight.altitudeGroundMax),
          },
          { number: '11', label: 'Внешний пилот', value: valueOr(flight.externalPilot?.fullName ?? applicant.fullName) },
        ],
      },
      {
        kind: 'paragraph',
        text: `О принятом решении прошу уведомить: по телефону ${formatPhone(applicant.phone)}${applicant.email ? `, по электронной почте ${applicant.email}` : ''}.`,
      },
      { kind: 'subheading', text: 'Приложения:' },
      {
        kind: 'paragraph',
        text:
          '1. Копия документа, удостоверяющего личность заявителя.\n' +
          '2. Копия документа, подтверждающего постановку беспилотного воздушного судна на учёт.\n' +
          '3. Копия договора обязательного страхования ответственности владельца воздушного судна (при наличии).\n' +
          '4. Схема района полёта.',
      },
      {
        kind: 'paragraph',
        text:
          'Даю согласие на обработку моих персональных данных, указанных в заявлении, в соответствии с Федеральным законом ' +
          'от 27.07.2006 № 152-ФЗ «О персональных данных» в целях рассмотрения заявления.',
      },
      { kind: 'signatures', lines: [{ role: 'Заявитель', name: applicant.fullName }] },
    ],
    footnote: footnote(context),
  };
}

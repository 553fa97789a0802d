import {
  describeContact,
  describeDrone,
  describeLineOfSight,
  describePurpose,
  describeRoute,
  flightIntervals,
  formatAltitudeBand,
  formatInterval,
  formatOptionalPoint,
  formatPhone,
  offsetModeTitle,
  valueOr,
} from '../format';
import { BLANK, NOT_SET, type PrintDocument, type PrintField } from '../print-document';
import type { PrintableFlight } from '../printable-flight';
import { fileNames, footnote, type FormContext } from './form-context';

export type RegimeKind = 'TEMPORARY' | 'LOCAL';

const WORDS: Record<RegimeKind, { adjective: string; genitive: string; addressee: string; file: string }> = {
  TEMPORARY: {
    adjective: 'временного',
    genitive: 'временный режим',
    addressee: 'Начальнику зонального центра ЕС ОрВД',
    file: 'Представление на установление временного режима',
  },
  LOCAL: {
    adjective: 'местного',
    genitive: 'местный режим',
    addressee: 'Начальнику зонального (районного) центра ЕС ОрВД',
    file: 'Представление на установление местного режима',
  },
};

/**
 * The submission (представление) to the zonal centre of the ЕС ОрВД for establishing a temporary or a
 * local regime of airspace use for a drone flight (Федеральные правила использования воздушного пространства
 * Российской Федерации, утв. постановлением Правительства РФ от 11.03.2010 № 138): the addressee, the user
 * of airspace, the purpose, the area (coordinates or radius), the altitudes, the dates and times (in the
 * request's mode and the other), the drone, the people and the signature.
 */
export function regimeSubmissionForm(kind: RegimeKind, flight: PrintableFlight, context: FormContext): PrintDocument {
  const words = WORDS[kind];
  const applicant = flight.applicant;
  const intervals = flightIntervals(flight);
  const drone = flight.drone;
  const rows: PrintField[] = [
    { number: '1', label: 'Пользователь воздушного пространства', value: `${valueOr(applicant.fullName)} (физическое лицо)` },
    {
      number: '2',
      label: 'Контактные данные',
      value: `тел. ${formatPhone(applicant.phone)}${applicant.email ? `, эл. почта ${applicant.email}` : ''}`,
    },
    { number: '3', label: 'Цель установления режима (цель полёта)', value: describePurpose(flight) },
    { number: '4', label: 'Вид деятельности', value: 'выполнение полётов беспилотного воздушного судна (БВС)' },
    {
      number: '5',
      label: 'Район (границы) воздушного пространства',
      value: describeRoute(flight.route),
    },
    { number: '6', label: 'Точка взлёта', value: formatOptionalPoint(flight.takeOffPoint) },
    { number: '7', label: 'Точка посадки', value: formatOptionalPoint(flight.landingPoint) },
    { number: '8', label: 'Высоты над уровнем моря (абсолютные)', value: formatAltitudeBand(flight.altitudeMin, flight.altitudeMax) },
    {
      number: '9',
      label: 'Высоты над поверхностью земли (истинные)',
      value: formatAltitudeBand(flight.altitudeGroundMin, flight.altitudeGroundMax),
    },
    { number: '10', label: 'Класс воздушного пространства', value: valueOr(flight.flySpaceClass) },
    { number: '11', label: 'Время указано', value: offsetModeTitle(flight.offsetMode) },
    {
      number: '12',
      label: 'Дата и время (основные)',
      value: flight.general ? formatInterval(flight.general, flight.offsetMode) : NOT_SET,
    },
    {
      number: '13',
      label: 'Дата и время (резервные)',
      value: flight.reserved.length > 0 ? flight.reserved.map((i) => formatInterval(i, flight.offsetMode)).join(';\n') : 'нет',
    },
    { number: '14', label: 'Тип и наименование воздушного судна', value: `БВС (TYP/BLA), ${describeDrone(flight)}` },
    { number: '15', label: 'Учётный (регистрационный) номер БВС', value: valueOr(drone?.registrationNumber) },
    { number: '16', label: 'Код ответчика (транспондера)', value: valueOr(drone?.transponderNumber, 'нет') },
    { number: '17', label: 'Условия полёта', value: describeLineOfSight(flight) },
    { number: '18', label: 'Внешний пилот', value: describeContact(flight.externalPilot ?? applicant) },
    { number: '19', label: 'Ответственный за организацию полётов', value: describeContact(flight.manager) },
    {
      number: '20',
      label: 'Полёт над населённым пунктом',
      value: flight.outsideLocality ? 'нет' : 'да (разрешение органа местного самоуправления прилагается)',
    },
    {
      number: '21',
      label: 'Зоны ограничения, запретные и опасные зоны',
      value: flight.restrictedZone ? 'маршрут пересекает зону (зоны) ограничения полётов' : 'не пересекает',
    },
  ];
  if (flight.regimeNumber) rows.push({ number: '22', label: 'Номер установленного режима', value: flight.regimeNumber });

  return {
    title: `Представление на установление ${words.adjective} режима`,
    ...fileNames(kind === 'TEMPORARY' ? 'temporary-regime-submission' : 'local-regime-submission', words.file, flight),
    blocks: [
      {
        kind: 'addressee',
        lines: [
          words.addressee,
          BLANK,
          '(наименование центра ЕС ОрВД)',
          `от ${valueOr(applicant.fullName, BLANK)}`,
          `тел. ${formatPhone(applicant.phone)}`,
          ...(applicant.email ? [`эл. почта ${applicant.email}`] : []),
        ],
      },
      {
        kind: 'heading',
        text: 'ПРЕДСТАВЛЕНИЕ',
        subtitle: [`на установление ${words.adjective} режима использования воздушного пространства`],
      },
      {
        kind: 'paragraph',
        text:
          `В соответствии с Федеральными правилами использования воздушного пространства Российской Федерации прошу ` +
          `установить ${words.genitive} использования воздушного пространства для выполнения полётов беспилотного ` +
          `воздушного судна (полёт «${valueOr(flight.name, 'без названия')}», дат полётов: ${intervals.length}) согласно следующим сведениям:`,
      },
      { kind: 'fields', rows },
      {
        kind: 'paragraph',
        text:
          'Полёты будут выполняться в соответствии с планом полёта (сообщением SHR), поданным в установленном порядке. ' +
          'Достоверность сведений подтверждаю.',
      },
      {
        kind: 'signatures',
        lines: [
          { role: 'Пользователь воздушного пространства', name: applicant.fullName },
          ...(flight.developer?.fullName && flight.developer.fullName !== applicant.fullName
            ? [{ role: 'Исполнитель', name: flight.developer.fullName }]
            : []),
        ],
      },
    ],
    footnote: footnote(context),
  };
}

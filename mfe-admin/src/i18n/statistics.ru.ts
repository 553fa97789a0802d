/** Texts of the statistics page (key `statistics` of the admin namespace). */
export const statisticsRu = {
  title: 'Статистика',
  description:
    'Показатели платформы за выбранный период по дням (московское время): регистрации, компании, БВС, заявки и согласования. Тот же набор — в файле XLSX.',
  period: 'Период',
  dateFrom: 'С',
  dateTo: 'По',
  dateHint: 'ДД.ММ.ГГГГ',
  show: 'Показать',
  download: 'Скачать XLSX',
  downloading: 'Готовим файл…',
  downloaded: 'Файл {{name}} сохранён',
  downloadFailed: 'Не удалось скачать файл',
  loading: 'Загружаем статистику…',
  loadFailed: 'Не удалось загрузить статистику',
  retry: 'Повторить',
  errors: {
    date: 'Введите дату в формате ДД.ММ.ГГГГ',
    reversed: 'Конец периода раньше его начала',
    tooLong: 'Период не может быть длиннее 366 дней',
  },
  shownPeriod: 'Показан период с {{from}} по {{to}}',
  sections: {
    users: 'Пользователи',
    companies: 'Компании',
    drones: 'БВС',
    flightRequests: 'Заявки на полёт',
    zonalAgreements: 'Согласования с зональным центром',
    localAgreements: 'Согласования с органами местного самоуправления',
  },
  series: {
    registered: 'Зарегистрировано',
    approved: 'Одобрено',
    individual: 'Физических лиц',
    company: 'Компаний',
    DRAFT: 'Черновик',
    CREATED: 'Создана',
    SENDING: 'Отправляется',
    PENDING: 'На рассмотрении',
    ALLOWED: 'Разрешена',
    REJECTED: 'Отклонена',
    EXPIRED: 'Истекла',
    INFLIGHT: 'В полёте',
    CANCELED: 'Отменена',
    ARRIVED: 'Завершена',
    CONFIRMED: 'Согласовано',
    REFUSED: 'Отказано',
  },
  chart: {
    description: '{{section}} по дням с {{from}} по {{to}}. Всего за период: {{total}}.',
    table: 'Таблица: {{section}}',
    date: 'Дата',
    total: 'Итого',
    nothing: 'За период ничего не было',
    legend: 'Обозначения',
  },
  allTime: {
    title: 'За всё время',
    users: 'Пользователи',
    companies: 'Компании',
    drones: 'БВС',
    flightRequests: 'Заявки на полёт',
    agreements: 'Согласования (ЗЦ и МО)',
    flightsCompleted: 'Выполненные полёты',
  },
  marketplace: {
    title: 'Маркетплейс',
    notConfigured: 'Маркетплейс не подключён',
    unavailable: 'Маркетплейс не ответил — его показатели в этот раз недоступны',
    empty: 'Маркетплейс не сообщил показателей',
  },
};

type WithoutRussianPlurals<T> = {
  [K in keyof T as K extends `${string}_few` | `${string}_many` ? never : K]: T[K] extends string ? string : WithoutRussianPlurals<T[K]>;
};

export type StatisticsTranslations = WithoutRussianPlurals<typeof statisticsRu>;

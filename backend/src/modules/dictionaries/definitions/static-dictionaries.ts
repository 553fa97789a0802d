/**
 * The platform's fixed dictionaries (the spec's enumerations and dictionary list; docs/requirements.md#dictionaries),
 * with stable numeric ids so that saved references (mission categories of a profile…) survive re-seeding.
 * Codes match the columns that store them (drone-library and drones use the same DRONE_TYPE, ENGINE_TYPE
 * and DRONE_WEIGHT_RANGE codes).
 */
export interface DictionaryItemDefinition {
  id: number;
  code: string;
  name: string;
  nameEn: string;
}

export const PERSONAL_DOCUMENT_TYPES = [
  'RU_PASSPORT',
  'RU_MILITARY_TICKET',
  'RU_MILITARY_IDENTITY_CARD',
  'RU_REMOTE_PILOT_LICENSE',
  'RU_INN',
  'RU_SNILS',
] as const;
export type PersonalDocumentType = (typeof PERSONAL_DOCUMENT_TYPES)[number];

export const STATIC_DICTIONARIES = {
  NOTIFICATION_METHOD: [
    { id: 1, code: 'WEBSITE', name: 'На сайте', nameEn: 'On the website' },
    { id: 2, code: 'EMAIL', name: 'Электронная почта', nameEn: 'E-mail' },
    { id: 3, code: 'TELEGRAM', name: 'Telegram', nameEn: 'Telegram' },
  ],
  NOTIFICATION_CATEGORY: [
    { id: 1, code: 'FLIGHT_AGREEMENT_STATUS', name: 'Статус согласования полёта', nameEn: 'Flight agreement status' },
    {
      id: 2,
      code: 'EMERGENCY_MSG_DURING_FLIGHT',
      name: 'Экстренные сообщения во время полёта',
      nameEn: 'Emergency messages during a flight',
    },
    { id: 3, code: 'MARKETPLACE', name: 'Маркетплейс', nameEn: 'Marketplace' },
    // Not in the spec's list: a company's registration decisions, invitations and staff news (docs/requirements.md#decision-company-notices).
    { id: 4, code: 'COMPANY', name: 'Компания и сотрудники', nameEn: 'Company and staff' },
  ],
  MISSION_CATEGORY: [
    { id: 1, code: 'AERIAL_PHOTOGRAPHY', name: 'Аэрофото- и видеосъёмка', nameEn: 'Aerial photography and video' },
    { id: 2, code: 'MAPPING', name: 'Картографирование и геодезия', nameEn: 'Mapping and surveying' },
    { id: 3, code: 'INSPECTION', name: 'Инспекция объектов и линий', nameEn: 'Infrastructure inspection' },
    { id: 4, code: 'AGRICULTURE', name: 'Сельское хозяйство', nameEn: 'Agriculture' },
    { id: 5, code: 'MONITORING', name: 'Мониторинг территорий', nameEn: 'Area monitoring' },
    { id: 6, code: 'CARGO_DELIVERY', name: 'Доставка грузов', nameEn: 'Cargo delivery' },
    { id: 7, code: 'SEARCH_AND_RESCUE', name: 'Поисково-спасательные работы', nameEn: 'Search and rescue' },
    { id: 8, code: 'FORESTRY', name: 'Лесное хозяйство', nameEn: 'Forestry' },
    { id: 9, code: 'CONSTRUCTION', name: 'Строительство', nameEn: 'Construction' },
    { id: 10, code: 'EVENTS', name: 'Съёмка мероприятий', nameEn: 'Event filming' },
    { id: 11, code: 'SPORT', name: 'Спорт и соревнования', nameEn: 'Sport and competitions' },
    { id: 12, code: 'TRAINING', name: 'Обучение', nameEn: 'Training' },
  ],
  PERSONAL_DOCUMENT_TYPE: [
    { id: 1, code: 'RU_PASSPORT', name: 'Паспорт гражданина РФ', nameEn: 'Russian passport' },
    { id: 2, code: 'RU_MILITARY_TICKET', name: 'Военный билет', nameEn: 'Military ticket' },
    { id: 3, code: 'RU_MILITARY_IDENTITY_CARD', name: 'Удостоверение личности военнослужащего', nameEn: 'Military identity card' },
    { id: 4, code: 'RU_REMOTE_PILOT_LICENSE', name: 'Свидетельство внешнего пилота', nameEn: 'Remote pilot licence' },
    { id: 5, code: 'RU_INN', name: 'ИНН', nameEn: 'Taxpayer number (INN)' },
    { id: 6, code: 'RU_SNILS', name: 'СНИЛС', nameEn: 'Insurance number (SNILS)' },
  ],
  DRONE_TYPE: [
    { id: 1, code: 'MULTICOPTER', name: 'Мультикоптер', nameEn: 'Multicopter' },
    { id: 2, code: 'FIXED_WING', name: 'Самолётного типа', nameEn: 'Fixed wing' },
    { id: 3, code: 'HELICOPTER', name: 'Вертолётного типа', nameEn: 'Helicopter' },
    { id: 4, code: 'HYBRID_VTOL', name: 'Гибрид с вертикальным взлётом', nameEn: 'Hybrid VTOL' },
  ],
  ENGINE_TYPE: [
    { id: 1, code: 'ELECTRIC', name: 'Электрический', nameEn: 'Electric' },
    { id: 2, code: 'COMBUSTION', name: 'Двигатель внутреннего сгорания', nameEn: 'Combustion engine' },
    { id: 3, code: 'HYBRID', name: 'Гибридный', nameEn: 'Hybrid' },
  ],
  // Same boundaries as drone-library's weight classes: up to 30 kg, up to 150 kg, above.
  DRONE_WEIGHT_RANGE: [
    { id: 1, code: 'LIGHT', name: 'Лёгкий (до 30 кг)', nameEn: 'Light (up to 30 kg)' },
    { id: 2, code: 'MEDIUM', name: 'Средний (от 30 до 150 кг)', nameEn: 'Medium (30 to 150 kg)' },
    { id: 3, code: 'HEAVY', name: 'Тяжёлый (более 150 кг)', nameEn: 'Heavy (over 150 kg)' },
  ],
  // Flight request purposes and aviation work types (docs/requirements.md#flights); codes as in @nebo/shared-vocabulary.
  FLIGHT_PURPOSE: [
    { id: 1, code: 'WORK', name: 'Авиационные работы', nameEn: 'Aviation work' },
    { id: 2, code: 'ENTERTAINMENT', name: 'Развлекательный полёт', nameEn: 'Recreational flight' },
    { id: 3, code: 'COMMERCIAL', name: 'Коммерческий полёт', nameEn: 'Commercial flight' },
    { id: 4, code: 'COMPETITION', name: 'Соревнования', nameEn: 'Competition' },
    { id: 5, code: 'AREA_MONITORING', name: 'Мониторинг территории', nameEn: 'Area monitoring' },
    { id: 6, code: 'CARGO_TRANSPORT', name: 'Перевозка груза', nameEn: 'Cargo transport' },
    { id: 7, code: 'PHOTO', name: 'Фото- и видеосъёмка', nameEn: 'Photo and video' },
    { id: 8, code: 'CUSTOM', name: 'Другая цель', nameEn: 'Other purpose' },
  ],
  AVIATION_WORK_TYPE: [
    { id: 1, code: 'CHEMICAL', name: 'Авиационно-химические работы', nameEn: 'Chemical work' },
    { id: 2, code: 'PHOTOGRAPHY', name: 'Аэрофотосъёмка', nameEn: 'Aerial photography' },
    { id: 3, code: 'FORESTRY', name: 'Авиационные работы в лесном хозяйстве', nameEn: 'Forestry work' },
    { id: 4, code: 'CONSTRUCTION', name: 'Строительно-монтажные работы', nameEn: 'Construction and assembly' },
    { id: 5, code: 'MEDICAL_CARE', name: 'Оказание медицинской помощи', nameEn: 'Medical care' },
    {
      id: 6,
      code: 'FLIGHT_SUPPORT_EQUIPMENT_CHECK',
      name: 'Проверка средств обеспечения полётов',
      nameEn: 'Flight support equipment check',
    },
    { id: 7, code: 'RESCUE', name: 'Поисково-спасательные работы', nameEn: 'Search and rescue' },
    { id: 8, code: 'TRANSPORT_AND_COMMUNICATION', name: 'Транспорт и связь', nameEn: 'Transport and communication' },
    { id: 9, code: 'AEROVISUAL', name: 'Аэровизуальные наблюдения', nameEn: 'Aerovisual observation' },
  ],
} satisfies Record<string, DictionaryItemDefinition[]>;

export type StaticDictionaryCode = keyof typeof STATIC_DICTIONARIES;

/** Dictionaries served from data sets rather than from the list above. */
export const DATASET_DICTIONARIES = ['LOCALITIES', 'MANUFACTURER_COUNTRY'] as const;
export type DatasetDictionaryCode = (typeof DATASET_DICTIONARIES)[number];

export const DICTIONARY_CODES = [...(Object.keys(STATIC_DICTIONARIES) as StaticDictionaryCode[]), ...DATASET_DICTIONARIES];
export type DictionaryCode = StaticDictionaryCode | DatasetDictionaryCode;

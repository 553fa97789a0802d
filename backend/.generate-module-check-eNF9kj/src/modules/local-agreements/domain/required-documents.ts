import { LOCAL_DOCUMENT_TYPES, type FlightPurpose, type LocalDocumentType } from '@nebo/shared-vocabulary';

export type DocumentLocale = 'ru' | 'en';

/** The names of the documents an administration asks for, as the page lists them. */
export const LOCAL_DOCUMENT_NAMES: Record<LocalDocumentType, { ru: string; en: string }> = {
  APPLICATION: { ru: 'Заявление на использование воздушного пространства', en: 'Application for the use of airspace' },
  OPERATOR_CERTIFICATE: { ru: 'Сертификат эксплуатанта', en: 'Operator certificate' },
  STATE_SECRETS_LICENSE: { ru: 'Лицензия на работу со сведениями, составляющими государственную тайну', en: 'State secrets licence' },
  GEODETIC_ACTIVITIES_LICENSE: { ru: 'Лицензия на геодезическую деятельность', en: 'Geodetic activities licence' },
  CARTOGRAPHIC_ACTIVITIES_LICENSE: { ru: 'Лицензия на картографическую деятельность', en: 'Cartographic activities licence' },
  ARMED_FORCES_GENERAL_STAFF_PERMISSION: {
    ru: 'Разрешение Генерального штаба Вооружённых Сил РФ',
    en: 'Permission of the General Staff of the Armed Forces',
  },
  MILITARY_DISTRICT_STAFF_PERMISSION: { ru: 'Разрешение штаба военного округа', en: 'Permission of the military district staff' },
  FSB_PERMISSION: { ru: 'Разрешение ФСБ России', en: 'FSB permission' },
  UAV_OWNERSHIP_CONFIRMATION: { ru: 'Документ, подтверждающий право владения БВС', en: 'Confirmation of UAV ownership' },
};

/** Purposes for which the administration asks for the operator's certificate (aerial work, commercial flights). */
const OPERATOR_PURPOSES: readonly FlightPurpose[] = ['WORK', 'COMMERCIAL'];

/**
 * Whether a document is required. The application always is, and the platform satisfies it itself (it
 * generates the local-government report and attaches it); the UAV ownership confirmation always; the
 * operator certificate for aerial work and commercial flights. The rest are optional: the pilot adds them
 * when the flight needs them (a licence, a staff permission).
 */
export function isRequired(type: LocalDocumentType, purpose: FlightPurpose | null): boolean {
  if (type === 'APPLICATION' || type === 'UAV_OWNERSHIP_CONFIRMATION') return true;
  if (type === 'OPERATOR_CERTIFICATE') return purpose !== null && OPERATOR_PURPOSES.includes(purpose);
  return false;
}

/** The documents the pilot must provide a file for: the required ones but the generated application. */
export function requiredUploads(purpose: FlightPurpose | null): LocalDocumentType[] {
  return LOCAL_DOCUMENT_TYPES.filter((type) => type !== 'APPLICATION' && isRequired(type, purpose));
}

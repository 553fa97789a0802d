import { registerTranslations } from '../../i18n/registerTranslations';

/**
 * The texts of the shared drone form and model picker (namespace `droneForm`), used by an individual's
 * drones (mfe-flight) and a company's (mfe-company). The drone vocabulary itself (fields, units, photos)
 * is the `drones` namespace, addressed as t('drones:fields.name').
 */
export const DRONE_FORM_NAMESPACE = 'droneForm';

const ru = {
  newLabel: 'Новый дрон',
  editLabel: 'Изменение дрона',
  fromModel: 'Модель из библиотеки: {{model}}',
  save: 'Сохранить дрон',
  saving: 'Сохраняем…',
  cancel: 'Отмена',
  uploading: 'Загрузка фотографий и сканов',
  registrationChecking: 'Проверяем номер…',
  registrationFree: 'Номер свободен',
  registrationTaken: 'Дрон с таким регистрационным номером уже есть на платформе',
  sections: {
    identity: 'Дрон',
    certificates: 'Свидетельства',
  },
  hints: {
    serialNumber: 'Латинские буквы, цифры, точка, косая черта и дефис',
    registrationNumber: 'Учётный номер из реестра, если дрон поставлен на учёт',
  },
  errors: {
    serialNumber: 'Только латинские буквы, цифры, точка, косая черта и дефис; начинается с буквы или цифры',
    registrationNumber: 'Только буквы, цифры и одиночные дефисы, косые черты или пробелы между ними',
  },
  picker: {
    manufacturer: 'Производитель',
    findManufacturer: 'Поиск производителя',
    allManufacturers: 'Все производители',
    modelsCount_one: '{{count}} модель',
    modelsCount_few: '{{count}} модели',
    modelsCount_many: '{{count}} моделей',
    modelsCount_other: '{{count}} модели',
    model: 'Модель',
    modelsOf: 'Модели: {{manufacturer}}',
    findModel: 'Поиск модели',
    loading: 'Загружаем модели…',
    loadFailed: 'Не удалось загрузить библиотеку',
    noModels: 'Подходящих моделей нет',
    weight: 'до {{weight}} кг',
    continue: 'Выберите модель',
    continueWith: 'Продолжить с моделью {{model}}',
    retry: 'Повторить',
  },
};

const en: typeof ru = {
  newLabel: 'New drone',
  editLabel: 'Edit drone',
  fromModel: 'Library model: {{model}}',
  save: 'Save drone',
  saving: 'Saving…',
  cancel: 'Cancel',
  uploading: 'Uploading photos and scans',
  registrationChecking: 'Checking the number…',
  registrationFree: 'The number is free',
  registrationTaken: 'A drone with this registration number is already on the platform',
  sections: {
    identity: 'Drone',
    certificates: 'Certificates',
  },
  hints: {
    serialNumber: 'Latin letters, digits, dot, slash and hyphen',
    registrationNumber: 'The record number from the register, if the drone is registered',
  },
  errors: {
    serialNumber: 'Only Latin letters, digits, dots, slashes and hyphens, starting with a letter or digit',
    registrationNumber: 'Only letters, digits and single hyphens, slashes or spaces between them',
  },
  picker: {
    manufacturer: 'Manufacturer',
    findManufacturer: 'Find a manufacturer',
    allManufacturers: 'All manufacturers',
    modelsCount_one: '{{count}} model',
    modelsCount_few: '{{count}} models',
    modelsCount_many: '{{count}} models',
    modelsCount_other: '{{count}} models',
    model: 'Model',
    modelsOf: 'Models: {{manufacturer}}',
    findModel: 'Find a model',
    loading: 'Loading models…',
    loadFailed: 'The library could not be loaded',
    noModels: 'No matching models',
    weight: 'up to {{weight}} kg',
    continue: 'Choose a model',
    continueWith: 'Continue with {{model}}',
    retry: 'Try again',
  },
};

export const droneFormTranslations = { ru, en };

let registered = false;

/** Adds the namespace to the page's i18next instance once (on the first form, picker or rule check). */
export function registerDroneFormTranslations(): void {
  if (registered) return;
  registerTranslations(DRONE_FORM_NAMESPACE, { ru, en });
  registered = true;
}

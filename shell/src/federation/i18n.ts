import { registerTranslations } from '@nebo/shared-ui';

/** Namespace of the texts the shell shows about remotes (loading, failure, refusal). */
export const FEDERATION_NAMESPACE = 'federation';

const ru = {
  sections: {
    mfe_flight: 'Дроны и полёты',
    mfe_company: 'Компания',
    mfe_authority: 'Согласование полётов',
    mfe_admin: 'Администрирование',
    mfe_insurance: 'Страхование',
    mfe_map: 'Карта',
  },
  loading: 'Загружаем раздел «{{section}}»…',
  unavailable: {
    title: 'Не удалось загрузить раздел «{{section}}»',
    text: 'Сервер раздела сейчас не отвечает. Остальные разделы портала работают: можно перейти в них или повторить попытку.',
  },
  crashed: {
    title: 'В разделе «{{section}}» произошла ошибка',
    text: 'Повторите попытку. Если ошибка повторится, сообщите в техническую поддержку.',
  },
  incompatible: {
    title: 'Раздел «{{section}}» нельзя открыть в этой версии портала',
    version:
      'Раздел опубликован для версии контракта {{version}}, а портал поддерживает версию {{supported}}. Раздел нужно обновить вместе с порталом — сообщите в техническую поддержку.',
    descriptor: 'Раздел опубликован с ошибкой в описании, поэтому портал его не открывает. Сообщите в техническую поддержку.',
  },
  retry: 'Повторить',
  reloading: 'Портал обновился — загружаем новую версию…',
  deployment: {
    title: 'Не удалось загрузить настройки портала',
    text: 'Портал не может запуститься без файла настроек. Обновите страницу через минуту; если ошибка не исчезнет, сообщите в техническую поддержку.',
  },
};

const en: typeof ru = {
  sections: {
    mfe_flight: 'Drones and flights',
    mfe_company: 'Company',
    mfe_authority: 'Flight agreement',
    mfe_admin: 'Administration',
    mfe_insurance: 'Insurance',
    mfe_map: 'Map',
  },
  loading: 'Loading the “{{section}}” section…',
  unavailable: {
    title: 'Could not load the “{{section}}” section',
    text: 'The section’s server is not responding right now. The rest of the portal keeps working: you can go on elsewhere or try again.',
  },
  crashed: {
    title: 'Something went wrong in the “{{section}}” section',
    text: 'Please try again. If the error persists, contact technical support.',
  },
  incompatible: {
    title: 'The “{{section}}” section cannot be opened in this version of the portal',
    version:
      'The section was published for contract version {{version}}, while the portal supports version {{supported}}. The section has to be updated together with the portal — please contact technical support.',
    descriptor: 'The section was published with a broken description, so the portal does not open it. Please contact technical support.',
  },
  retry: 'Retry',
  reloading: 'The portal has been updated — loading the new version…',
  deployment: {
    title: 'Could not load the portal settings',
    text: 'The portal cannot start without its settings file. Reload the page in a minute; if the error persists, contact technical support.',
  },
};

let registered = false;

/** Adds the namespace to the shared i18next instance (idempotent). */
export function registerFederationTranslations(): void {
  if (registered) return;
  registerTranslations(FEDERATION_NAMESPACE, { ru, en });
  registered = true;
}

export const federationTranslations = { ru, en };

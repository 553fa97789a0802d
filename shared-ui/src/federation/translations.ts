import { registerTranslations } from '../i18n/registerTranslations';

/**
 * Namespace of the texts around a component embedded from another remote (RemoteComponent): loading,
 * and why it is missing. Owned by shared-ui like `ui` and `drones`.
 */
export const EMBED_NAMESPACE = 'embed';

const ru = {
  loading: 'Загружаем часть страницы…',
  unavailable: {
    title: 'Эта часть страницы не загрузилась',
    text: 'Её сервер сейчас не отвечает. Остальная страница работает: можно повторить попытку.',
  },
  crashed: {
    title: 'В этой части страницы произошла ошибка',
    text: 'Повторите попытку. Если ошибка повторится, сообщите в техническую поддержку.',
  },
  absent: {
    title: 'Эта часть страницы недоступна',
    text: 'В этой установке портала её нет. Если она нужна, сообщите в техническую поддержку.',
  },
  incompatible: {
    title: 'Эту часть страницы нельзя показать в этой версии портала',
    text: 'Она опубликована для другой версии портала, и её нужно обновить вместе с ним. Сообщите в техническую поддержку.',
  },
  retry: 'Повторить',
};

const en: typeof ru = {
  loading: 'Loading this part of the page…',
  unavailable: {
    title: 'This part of the page did not load',
    text: 'Its server is not responding right now. The rest of the page keeps working: you can try again.',
  },
  crashed: {
    title: 'Something went wrong in this part of the page',
    text: 'Please try again. If the error persists, contact technical support.',
  },
  absent: {
    title: 'This part of the page is not available',
    text: 'This installation of the portal does not include it. If you need it, contact technical support.',
  },
  incompatible: {
    title: 'This part of the page cannot be shown in this version of the portal',
    text: 'It was published for another version of the portal and has to be updated together with it. Please contact technical support.',
  },
  retry: 'Retry',
};

export const embedTranslations = { ru, en };

let registered = false;

/** Adds the namespace to the page's i18next instance once (on the first embedded component). */
export function registerEmbedTranslations(): void {
  if (registered) return;
  registerTranslations(EMBED_NAMESPACE, { ru, en });
  registered = true;
}

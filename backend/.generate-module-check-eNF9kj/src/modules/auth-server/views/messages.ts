/**
 * Texts of the sign-in pages in the two interface languages. Russian is the default (the platform's
 * main audience); English is chosen by `ui_locales=en` (keycloak-js `locale` option) or by the switcher.
 */

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** Russian plural of a count: 1 минуту, 2 минуты, 5 минут, 21 минуту. */
function russianPlural(count: number, one: string, few: string, many: string): string {
  const rule = new Intl.PluralRules('ru').select(count);
  return rule === 'one' ? one : rule === 'few' ? few : many;
}

const ru = {
  htmlTitleSuffix: 'Nebo',
  tagline: 'Регистрация беспилотников и согласование полётов',
  heroTitle: 'Единое окно для пилотов, компаний и органов ОрВД',
  heroPoints: ['Учёт беспилотных воздушных судов', 'Подача и согласование заявок на полёты', 'Страхование и документы в одном кабинете'],
  languageNav: 'Язык интерфейса',
  loginTitle: 'Вход в Nebo',
  loginLead: 'Войдите, чтобы продолжить работу на платформе.',
  loginLabel: 'Электронная почта',
  passwordLabel: 'Пароль',
  loginSubmit: 'Войти',
  noAccount: 'Нет учётной записи?',
  toRegister: 'Зарегистрироваться',
  registerTitle: 'Регистрация',
  registerLead: 'Создайте учётную запись частного пилота. Компанию можно будет зарегистрировать позже в личном кабинете.',
  emailLabel: 'Электронная почта',
  givenNameLabel: 'Имя',
  familyNameLabel: 'Фамилия',
  newPasswordLabel: 'Пароль',
  passwordHint: 'Не менее 8 символов, буквы и цифры.',
  passwordConfirmLabel: 'Повторите пароль',
  registerSubmit: 'Зарегистрироваться',
  haveAccount: 'Уже есть учётная запись?',
  toLogin: 'Войти',
  formHasErrors: 'Проверьте поля, отмеченные ниже.',
  logoutTitle: 'Выйти из Nebo?',
  logoutLead: 'Вы выйдете из учётной записи на этом устройстве.',
  logoutSubmit: 'Выйти',
  signedOutTitle: 'Вы вышли из Nebo',
  signedOutLead: 'Сеанс завершён. Страницу можно закрыть.',
  expiredTitle: 'Время на вход истекло',
  expiredLead: 'Вернитесь на сайт и начните вход заново.',
  errorTitle: 'Не удалось выполнить запрос',
  errorLead: 'Вернитесь на сайт и попробуйте ещё раз. Если ошибка повторится, сообщите в службу поддержки код ошибки.',
  errorCode: 'Код ошибки',
  footer: 'Nebo — платформа регистрации беспилотников и согласования полётов',
  passwordChangeTitle: 'Смена пароля',
  passwordChangeLead: 'Придумайте новый пароль для входа в Nebo.',
  passwordChangeSubmit: 'Сменить пароль',
  passwordChangedTitle: 'Пароль изменён',
  passwordChangedLead: 'Теперь входите в Nebo с новым паролем. Страницу можно закрыть.',
  actionLinkInvalidTitle: 'Ссылка недействительна',
  actionLinkInvalidLead: 'Ссылка устарела или уже использована. Запросите смену пароля ещё раз в профиле.',
  errors: {
    required: 'Заполните это поле.',
    tooLong: 'Слишком длинное значение.',
    emailInvalid: 'Введите адрес электронной почты, например name@example.ru.',
    emailTaken: 'Этот адрес уже зарегистрирован. Войдите или укажите другой адрес.',
    nameInvalid: 'Допустимы буквы, пробел, дефис, точка и апостроф.',
    passwordWeak: 'Пароль должен быть не короче 8 символов и содержать буквы и цифры.',
    passwordMismatch: 'Пароли не совпадают.',
  },
  signInProblems: {
    wrongCredentials: 'Неверный адрес электронной почты или пароль.',
    accountDisabled: 'Учётная запись заблокирована. Обратитесь в службу поддержки.',
  },
  tooManyAttempts: (minutes: number) =>
    `Слишком много попыток. Попробуйте снова через ${minutes} ${russianPlural(minutes, 'минуту', 'минуты', 'минут')}.`,
  formRefusedTitle: 'Форма отклонена',
  formRefusedLead: 'Форма была отправлена не со страницы входа Nebo или устарела. Вернитесь на сайт и начните вход заново.',
};

export type Messages = typeof ru;
export type ErrorCode = keyof Messages['errors'];

const en: Messages = {
  htmlTitleSuffix: 'Nebo',
  tagline: 'Drone registration and flight agreement',
  heroTitle: 'One window for pilots, companies and air traffic authorities',
  heroPoints: ['Register unmanned aircraft', 'File and agree flight requests', 'Insurance and documents in one place'],
  languageNav: 'Interface language',
  loginTitle: 'Sign in to Nebo',
  loginLead: 'Sign in to continue working on the platform.',
  loginLabel: 'E-mail',
  passwordLabel: 'Password',
  loginSubmit: 'Sign in',
  noAccount: 'No account yet?',
  toRegister: 'Register',
  registerTitle: 'Registration',
  registerLead: 'Create a private pilot account. You can register a company later from your account.',
  emailLabel: 'E-mail',
  givenNameLabel: 'First name',
  familyNameLabel: 'Last name',
  newPasswordLabel: 'Password',
  passwordHint: 'At least 8 characters, letters and digits.',
  passwordConfirmLabel: 'Repeat the password',
  registerSubmit: 'Register',
  haveAccount: 'Already have an account?',
  toLogin: 'Sign in',
  formHasErrors: 'Please check the fields marked below.',
  logoutTitle: 'Sign out of Nebo?',
  logoutLead: 'You will be signed out on this device.',
  logoutSubmit: 'Sign out',
  signedOutTitle: 'You have signed out of Nebo',
  signedOutLead: 'Your session has ended. You can close this page.',
  expiredTitle: 'The sign-in has timed out',
  expiredLead: 'Go back to the site and start signing in again.',
  errorTitle: 'The request could not be completed',
  errorLead: 'Go back to the site and try again. If the error persists, tell the support team the error code.',
  errorCode: 'Error code',
  footer: 'Nebo — drone registration and flight agreement platform',
  passwordChangeTitle: 'Change password',
  passwordChangeLead: 'Choose a new password to sign in to Nebo.',
  passwordChangeSubmit: 'Change password',
  passwordChangedTitle: 'Password changed',
  passwordChangedLead: 'Sign in to Nebo with your new password from now on. You can close this page.',
  actionLinkInvalidTitle: 'This link is no longer valid',
  actionLinkInvalidLead: 'The link has expired or has already been used. Request a password change again from your profile.',
  errors: {
    required: 'Fill in this field.',
    tooLong: 'The value is too long.',
    emailInvalid: 'Enter an e-mail address, for example name@example.com.',
    emailTaken: 'This address is already registered. Sign in or use another address.',
    nameInvalid: 'Use letters, spaces, hyphens, dots and apostrophes.',
    passwordWeak: 'The password must be at least 8 characters long and contain letters and digits.',
    passwordMismatch: 'The passwords do not match.',
  },
  signInProblems: {
    wrongCredentials: 'Wrong e-mail or password.',
    accountDisabled: 'This account is blocked. Please contact support.',
  },
  tooManyAttempts: (minutes: number) => `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  formRefusedTitle: 'The form was refused',
  formRefusedLead: 'The form was not sent from the Nebo sign-in page, or it has expired. Go back to the site and start signing in again.',
};

const MESSAGES: Record<Locale, Messages> = { ru, en };

export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale];
}

function asLocale(value: string): Locale | undefined {
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : undefined;
}

/**
 * The first supported language among the candidates, each either one tag (`en`, `en-GB`) or an
 * OIDC `ui_locales` list (`"en ru"`, in order of preference). Falls back to Russian.
 */
export function pickLocale(...candidates: Array<unknown>): Locale {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    for (const tag of candidate.split(/\s+/)) {
      const locale = tag && asLocale(tag);
      if (locale) return locale;
    }
  }
  return DEFAULT_LOCALE;
}

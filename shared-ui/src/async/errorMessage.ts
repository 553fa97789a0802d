import type { i18n as I18n } from 'i18next';
import { UI_NAMESPACE } from '../i18n/instance';

/** `<module>.<what>`, as the backend's DomainException codes are written (docs/contracts.md). */
const ERROR_CODE = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;

/** The stable `code` the error shape may carry, when it is one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && ERROR_CODE.test(code) ? code : undefined;
}

/**
 * What to tell the user about a failed call: the translation `errors.<code>` when any namespace of the
 * page has one (codes are unique across the platform, so the first namespace holding it is right; the
 * shared `ui` one is looked at last), else the message the server sent, else nothing.
 */
export function errorMessageOf(error: unknown, i18n: I18n): string | undefined {
  const code = errorCodeOf(error);
  if (code) {
    const key = `errors.${code}`;
    const loaded = Object.keys(i18n.store.data[i18n.language] ?? {});
    const namespaces = [...loaded.filter((ns) => ns !== UI_NAMESPACE), UI_NAMESPACE];
    if (i18n.exists(key, { ns: namespaces })) return i18n.t(key, { ns: namespaces });
  }
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

import { i18n } from '../i18n/instance';
import { ageInYears, displayDateToApi } from '../date/dates';

/** A final-form field validator: undefined when valid, the message to show otherwise. */
export type Validator<T = unknown> = (value: T, allValues?: object) => string | undefined;

/**
 * The name pattern (docs/requirements.md#ui-masks): letters (Cyrillic and Latin), hyphen, space, dot,
 * apostrophe, comma and brackets. The backend checks the same characters.
 */
export const NAME_PATTERN = /^[A-Za-zА-Яа-яЁё\s.'’,()[\]-]+$/;

/** Age limits of a person on the platform (docs/requirements.md#ui-masks). */
export const MIN_AGE = 18;
export const MAX_AGE = 100;

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const required: Validator = (value) => (isBlank(value) ? i18n.t('ui:validation.required') : undefined);

export const personName: Validator<string | undefined> = (value) =>
  isBlank(value) || NAME_PATTERN.test(String(value).trim()) ? undefined : i18n.t('ui:validation.name');

export const maxLength =
  (limit: number): Validator<string | undefined> =>
  (value) =>
    value && value.length > limit ? i18n.t('ui:validation.maxLength', { limit }) : undefined;

/** A DD.MM.YYYY date typed into a masked field, for a person aged MIN_AGE…MAX_AGE today. */
export const birthDate: Validator<string | undefined> = (value) => {
  if (isBlank(value)) return undefined;
  const iso = displayDateToApi(value);
  if (!iso) return i18n.t('ui:validation.date');
  const age = ageInYears(iso);
  if (age === null || age < MIN_AGE || age > MAX_AGE) return i18n.t('ui:validation.age', { min: MIN_AGE, max: MAX_AGE });
  return undefined;
};

/** Runs validators in order and returns the first message. */
export function composeValidators<T>(...validators: Validator<T>[]): Validator<T> {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate(value, allValues);
      if (message) return message;
    }
    return undefined;
  };
}

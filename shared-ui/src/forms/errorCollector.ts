import { setIn } from 'final-form';

/** Puts a message on a field (dotted names such as `temperature.from` allowed); no message, no error. */
export type ErrorSink = (field: string, message: string | undefined) => void;

/**
 * Collects a form-level validator's errors into the nested object final-form expects, so a rule can
 * name `temperature.from` and the error lands on that field.
 */
export function errorCollector(): { put: ErrorSink; errors: () => Record<string, unknown> } {
  let errors: Record<string, unknown> = {};
  return {
    put: (field, message) => {
      if (message) errors = setIn(errors, field, message) as Record<string, unknown>;
    },
    errors: () => errors,
  };
}

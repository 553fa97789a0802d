import { useEffect, useState } from 'react';
import type { DroneFormApi } from './droneFormApi';
import { normaliseRegistrationNumber, REGISTRATION_NUMBER_PATTERN } from './identityRules';

/** Wait this long after the last keystroke before asking the server. */
export const REGISTRATION_CHECK_DELAY_MS = 400;

export type RegistrationCheck = 'idle' | 'checking' | 'free' | 'taken';

/**
 * Whether a registration number is already on the platform, asked while typing (debounced, through the
 * form's adapter). Only well-formed numbers are asked about; a newer keystroke cancels the older
 * question so a late answer never wins. A failed check says nothing: the server checks again on save.
 */
export function useRegistrationCheck(
  value: string,
  droneId: string | undefined,
  exists: DroneFormApi['registrationNumberExists'],
): RegistrationCheck {
  const [state, setState] = useState<RegistrationCheck>('idle');
  const number = normaliseRegistrationNumber(value ?? '');

  useEffect(() => {
    if (!number || !REGISTRATION_NUMBER_PATTERN.test(number)) {
      setState('idle');
      return undefined;
    }
    const controller = new AbortController();
    setState('checking');
    const timer = setTimeout(() => {
      exists(number, droneId, controller.signal)
        .then((taken) => {
          if (!controller.signal.aborted) setState(taken ? 'taken' : 'free');
        })
        .catch(() => {
          if (!controller.signal.aborted) setState('idle');
        });
    }, REGISTRATION_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [number, droneId, exists]);

  return state;
}

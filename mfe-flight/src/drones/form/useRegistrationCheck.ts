import { useEffect, useState } from 'react';
import { registrationNumberExists } from '../api/dronesApi';
import { normaliseRegistrationNumber, REGISTRATION_NUMBER_PATTERN } from './identityRules';

/** Wait this long after the last keystroke before asking the server. */
export const REGISTRATION_CHECK_DELAY_MS = 400;

export type RegistrationCheck = 'idle' | 'checking' | 'free' | 'taken';

/**
 * Whether a registration number is already on the platform, asked while typing (debounced
 * GET checkExistRegistrationNumber). Only well-formed numbers are asked about; a newer keystroke
 * cancels the older question so a late answer never wins. A failed check says nothing: the server
 * checks again on save.
 */
export function useRegistrationCheck(value: string, droneId: string | undefined): RegistrationCheck {
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
      registrationNumberExists(number, droneId, controller.signal)
        .then((exists) => {
          if (!controller.signal.aborted) setState(exists ? 'taken' : 'free');
        })
        .catch(() => {
          if (!controller.signal.aborted) setState('idle');
        });
    }, REGISTRATION_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [number, droneId]);

  return state;
}

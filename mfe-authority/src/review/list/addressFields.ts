import { useEffect, useState } from 'react';
import { apiDateToDisplay, displayDateToApi, useDebounced } from '@nebo/shared-ui';

type Update = (changes: Record<string, string | null>) => void;

export const DATE_MASK = '99.99.9999';

/**
 * A text filter typed freely and put into the address once the typing pauses; clearing the box applies at once.
 * `clear` empties the box only: the caller clears the address in one update with the other filters.
 */
export function useTextParam(name: string, params: URLSearchParams, update: Update) {
  const [text, setText] = useState(params.get(name) ?? '');
  const settled = useDebounced(text.trim(), 350);
  const value = text.trim() === '' ? '' : settled;
  const inAddress = params.get(name) ?? '';
  useEffect(() => {
    if (inAddress !== value) update({ [name]: value });
  }, [name, value, inAddress, update]);
  return { text, setText, clear: () => setText('') };
}

/** A date filter typed as DD.MM.YYYY, kept in the address as YYYY-MM-DD once it is a real date. */
export function useDateParam(name: string, params: URLSearchParams, update: Update) {
  const stored = params.get(name);
  const [text, setText] = useState(apiDateToDisplay(stored));
  const invalid = text.length === DATE_MASK.length && displayDateToApi(text) === null;
  const onChange = (typed: string) => {
    setText(typed);
    if (typed === '') update({ [name]: null });
    else {
      const day = displayDateToApi(typed);
      if (day && day !== stored) update({ [name]: day });
    }
  };
  return { text, invalid, onChange, clear: () => setText('') };
}

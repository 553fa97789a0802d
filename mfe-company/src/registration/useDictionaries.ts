import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@nebo/shared-ui';
import { companyKeys } from '../api/companyApi';
import type { DictionaryItemDto } from '../api/types';
import { NAMESPACE } from '../namespace';

/**
 * A dictionary's codes as select options: the server's names (ru/en by Accept-Language) once loaded, this area's
 * own names meanwhile or when the call fails, so the form never waits on it.
 */
export function useDictionaryOptions(
  name: string,
  fetcher: () => Promise<DictionaryItemDto[]>,
  codes: readonly string[],
  labelKey: (code: string) => string,
): SelectOption[] {
  const { t, i18n } = useTranslation(NAMESPACE);
  const query = useQuery({ queryKey: [...companyKeys.dictionary(name), i18n.language], queryFn: fetcher, staleTime: 10 * 60_000 });
  return useMemo(() => {
    const served = query.data ?? [];
    const known = served.length > 0 ? served.map((item) => item.code) : [...codes];
    return known.map((code) => {
      const item = served.find((each) => each.code === code);
      return { value: code, label: item?.name || t(labelKey(code)) };
    });
  }, [query.data, codes, labelKey, t]);
}

import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@nebo/shared-ui';
import { fetchLocality } from '../dictionaries/dictionaryApi';

/** The name of a LOCALITIES id in the current language (undefined while unknown). */
export function useLocalityName(id: string | undefined): string | undefined {
  const { locale } = useLocale();
  const query = useQuery({
    queryKey: ['dictionary', 'LOCALITIES', 'item', id, locale],
    queryFn: () => fetchLocality(String(id)),
    enabled: id !== undefined,
    staleTime: Infinity,
  });
  return query.data?.name;
}

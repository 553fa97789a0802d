import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@nebo/shared-ui';
import { fetchLocality } from '../dictionaries/dictionaryApi';

/**
 * The name of the profile's locality in the current language: the name the profile carries when it
 * has one, else the dictionary's item of that id (undefined while unknown).
 */
export function useLocalityName(locality: { id: string | number; name?: string | null } | null | undefined): string | undefined {
  const { locale } = useLocale();
  const id = locality ? String(locality.id) : undefined;
  const query = useQuery({
    queryKey: ['dictionary', 'LOCALITIES', 'item', id, locale],
    queryFn: () => fetchLocality(String(id)),
    enabled: id !== undefined && !locality?.name,
    staleTime: Infinity,
  });
  return locality?.name ?? query.data?.name;
}

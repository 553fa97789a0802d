import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, notify, QueryBoundary, Stack, TextField, useDebounced, useLocale } from '@nebo/shared-ui';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { FormActions } from '../common/FormActions';
import { dictionaryKey, fetchDictionary, type DictionaryItem } from '../dictionaries/dictionaryApi';
import { useLocalityName } from './useLocalityName';
import { fetchProfile, PROFILE_QUERY_KEY, saveLocality } from '../profileApi';
import { LocalityOptions } from './LocalityOptions';

const Current = styled.p`
  margin: 0;
  strong {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

/** How many places a search shows; typing more narrows it. */
const RESULT_SIZE = 20;

/** /profile/locality/: the place the user lives in, picked from the LOCALITIES dictionary by search. */
export function LocalityPage(): ReactElement {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<DictionaryItem | null>(null);
  const query = useDebounced(search.trim());
  const profile = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
  const places = useQuery({
    queryKey: dictionaryKey('LOCALITIES', query, locale),
    queryFn: () => fetchDictionary('LOCALITIES', { query, size: RESULT_SIZE }),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({ mutationFn: (item: DictionaryItem) => saveLocality(String(item.id)) });

  const currentId = profile.data?.locality?.id === undefined ? undefined : String(profile.data.locality.id);
  const currentName = useLocalityName(profile.data?.locality);
  const selectedId = picked ? String(picked.id) : currentId;

  const onSave = async () => {
    if (!picked) return;
    await save.mutateAsync(picked);
    notify.success(t('profile.locality.saved', { name: picked.name }));
    setPicked(null);
    await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  };

  return (
    <ProfileSubpage title={t('profile.locality.title')} intro={t('profile.locality.intro')}>
      <Stack $gap={4}>
        <Current aria-live="polite">
          {t('profile.locality.current')} <strong>{picked?.name ?? currentName ?? t('profile.locality.none')}</strong>
        </Current>
        <TextField
          label={t('profile.locality.search')}
          hint={t('profile.locality.searchHint')}
          type="search"
          value={search}
          onChange={setSearch}
          autoComplete="off"
        />
        <QueryBoundary query={places} errorTitle={t('profile.locality.loadFailed')}>
          {(found) => (
            <div aria-busy={places.isFetching}>
              <LocalityOptions legend={t('profile.locality.results')} items={found.data} value={selectedId} onChange={setPicked} />
            </div>
          )}
        </QueryBoundary>
        {save.isError ? <Failure role="alert">{save.error.message}</Failure> : null}
      </Stack>
      <FormActions>
        <Button disabled={!picked || save.isPending} onClick={() => void onSave().catch(() => undefined)}>
          {save.isPending ? t('profile.common.saving') : t('profile.common.save')}
        </Button>
      </FormActions>
    </ProfileSubpage>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { applyMask, Button, EmptyState, formatDate, ListResults, MASKS, notify, Stack } from '@nebo/shared-ui';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { ADMITTED_PAGE_SIZE, admittedKey, fetchAdmitted, totalOf } from './admittedApi';
import { AdmittedPersonDialog } from './AdmittedPersonDialog';

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(300px, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Person = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    align-self: flex-start;
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** /profile/admitted/ (the "admitted" tab): the people admitted to fly the user's drones. */
export function AdmittedPage(): ReactElement {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const list = useQuery({ queryKey: admittedKey(page), queryFn: () => fetchAdmitted(page) });

  const onSaved = async () => {
    notify.success(editing === 'new' ? t('profile.admitted.added') : t('profile.admitted.updated'));
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: admittedKey() });
  };

  return (
    <ProfileSubpage title={t('profile.admitted.title')} intro={t('profile.admitted.intro')} back={null}>
      <Stack $gap={4}>
        <Toolbar>
          <Button onClick={() => setEditing('new')}>{t('profile.admitted.add')}</Button>
        </Toolbar>
        <ListResults
          query={list}
          errorTitle={t('profile.admitted.loadFailed')}
          empty={<EmptyState title={t('profile.admitted.emptyTitle')} description={t('profile.admitted.empty')} />}
          paging={{ page, size: ADMITTED_PAGE_SIZE, onChange: setPage }}
          totalCount={totalOf}
        >
          {(found) => (
            <Items aria-label={t('profile.admitted.title')}>
              {found.data.map((person) => {
                const name = [person.lastName, person.firstName, person.patronymic].filter(Boolean).join(' ');
                return (
                  <Person key={person.id}>
                    <h3>{name}</h3>
                    {person.birthDate ? <p>{t('profile.admitted.born', { date: formatDate(person.birthDate) })}</p> : null}
                    {person.phone ? <p>{applyMask(MASKS.phone, person.phone).value}</p> : null}
                    {person.email ? <p>{person.email}</p> : null}
                    <Button
                      $variant="secondary"
                      $size="sm"
                      onClick={() => setEditing(person.id)}
                      aria-label={t('profile.admitted.editOne', { name })}
                    >
                      {t('profile.admitted.edit')}
                    </Button>
                  </Person>
                );
              })}
            </Items>
          )}
        </ListResults>
      </Stack>
      {editing ? <AdmittedPersonDialog personId={editing} onSaved={() => void onSaved()} onClose={() => setEditing(null)} /> : null}
    </ProfileSubpage>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, notify, QueryBoundary, useLocale } from '@nebo/shared-ui';
import { FormActions } from '../common/FormActions';
import { ProfileSubpage } from '../common/ProfileSubpage';
import { dictionaryKey, fetchDictionary, type DictionaryItem } from '../dictionaries/dictionaryApi';
import { NotificationMatrix, type MatrixAxis } from './NotificationMatrix';
import {
  cellKey,
  enabledCells,
  fetchNotificationSettings,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_METHODS,
  NOTIFICATION_SETTINGS_KEY,
  saveNotificationSettings,
  toSettings,
} from './notificationSettings';

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

/** The dictionary's names in the current language, in the spec's order; codes it lacks keep the spec's label. */
function axis(codes: readonly string[], items: readonly DictionaryItem[] | undefined, fallback: (code: string) => string): MatrixAxis[] {
  return codes.map((code) => ({ code, name: items?.find((item) => (item.code ?? item.id) === code)?.name ?? fallback(code) }));
}

/** /profile/notifications/ (the "notifications" tab): which categories arrive by which method. */
export function NotificationsPage(): ReactElement {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: NOTIFICATION_SETTINGS_KEY, queryFn: fetchNotificationSettings });
  const methods = useQuery({
    queryKey: dictionaryKey('NOTIFICATION_METHOD', '', locale),
    queryFn: () => fetchDictionary('NOTIFICATION_METHOD'),
  });
  const categories = useQuery({
    queryKey: dictionaryKey('NOTIFICATION_CATEGORY', '', locale),
    queryFn: () => fetchDictionary('NOTIFICATION_CATEGORY'),
  });
  const [enabled, setEnabled] = useState<Set<string>>(new Set());
  const [dirty, setDirty] = useState(false);
  const save = useMutation({ mutationFn: saveNotificationSettings });

  useEffect(() => {
    if (settings.data) {
      setEnabled(enabledCells(settings.data));
      setDirty(false);
    }
  }, [settings.data]);

  const methodAxis = useMemo(
    () => axis(NOTIFICATION_METHODS, methods.data?.data, (code) => t(`profile.notifications.methods.${code}`)),
    [methods.data, t],
  );
  const categoryAxis = useMemo(
    () => axis(NOTIFICATION_CATEGORIES, categories.data?.data, (code) => t(`profile.notifications.categories.${code}`)),
    [categories.data, t],
  );

  const toggle = (method: string, category: string, on: boolean) => {
    setEnabled((previous) => {
      const next = new Set(previous);
      if (on) next.add(cellKey(method, category));
      else next.delete(cellKey(method, category));
      return next;
    });
    setDirty(true);
  };

  const onSave = async () => {
    await save.mutateAsync(toSettings(NOTIFICATION_METHODS, NOTIFICATION_CATEGORIES, enabled));
    setDirty(false);
    notify.success(t('profile.notifications.saved'));
    await queryClient.invalidateQueries({ queryKey: NOTIFICATION_SETTINGS_KEY });
  };

  // The axes' own failures fall back to the built-in lists; only the user's settings are needed to show the page.
  const ready = {
    isPending: settings.isPending || methods.isPending || categories.isPending,
    isError: settings.isError,
    error: settings.error,
    data: settings.data,
    refetch: settings.refetch,
  };

  return (
    <ProfileSubpage title={t('profile.notifications.title')} intro={t('profile.notifications.intro')} back={null}>
      <QueryBoundary query={ready} errorTitle={t('profile.common.loadFailed')}>
        {() => (
          <>
            <NotificationMatrix
              methods={methodAxis}
              categories={categoryAxis}
              enabled={enabled}
              onToggle={toggle}
              disabled={save.isPending}
            />
            {save.isError ? <Failure role="alert">{save.error.message}</Failure> : null}
            <FormActions>
              <Button disabled={!dirty || save.isPending} onClick={() => void onSave().catch(() => undefined)}>
                {save.isPending ? t('profile.common.saving') : t('profile.common.save')}
              </Button>
            </FormActions>
          </>
        )}
      </QueryBoundary>
    </ProfileSubpage>
  );
}

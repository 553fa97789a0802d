import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { forwardRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, Spinner, useLocale, useSession } from '@nebo/shared-ui';
import { Body, Centre, CloseButton, Foot, List, Muted, Panel, PanelHead, TextButton } from './bellStyles';
import { NotificationItem } from './NotificationItem';
import { fetchNotificationPage, listKey, markAllRead, markRead, NOTIFICATIONS_KEY, type UserNotification } from './notificationsApi';

interface Props {
  id: string;
  unreadCount: number;
  /** Closes the panel; `returnFocus` puts the focus back on the bell (not when the page changes). */
  onClose: (returnFocus: boolean) => void;
}

/** The bell's panel: the newest 20, more on demand, each opening its page; mounted only while open, so it is fresh. */
export const NotificationPanel = forwardRef<HTMLElement, Props>(function NotificationPanel(
  { id, unreadCount, onClose },
  ref,
): ReactElement {
  const { t } = useTranslation('shell');
  const { locale, localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const subject = useSession((state) => state.claims?.sub);
  const list = useInfiniteQuery({
    queryKey: listKey(subject, locale),
    queryFn: ({ pageParam }) => fetchNotificationPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.data.length, 0) < last.meta.totalCount ? pages.length : undefined,
    staleTime: 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const readAll = useMutation({ mutationFn: markAllRead, onSettled: refresh });

  const open = async (notice: UserNotification) => {
    // Reading must not stand between the user and the page: a failed mark is tried again next time.
    if (!notice.read) await markRead(notice.id).catch(() => undefined);
    void refresh();
    if (notice.link) {
      onClose(false);
      void navigate(localize(notice.link));
    }
  };

  const notices = list.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = list.data?.pages[0]?.meta.unreadCount ?? unreadCount;

  return (
    <Panel id={id} ref={ref} tabIndex={-1} role="dialog" aria-labelledby={`${id}-title`}>
      <PanelHead>
        <h2 id={`${id}-title`}>{t('notifications.title')}</h2>
        <TextButton type="button" onClick={() => readAll.mutate()} disabled={unread === 0 || readAll.isPending}>
          {t('notifications.readAll')}
        </TextButton>
        <CloseButton type="button" aria-label={t('notifications.close')} onClick={() => onClose(true)}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </PanelHead>
      <Body>
        {list.isPending ? (
          <Centre>
            <Spinner label={t('notifications.loading')} />
          </Centre>
        ) : list.isError ? (
          <Centre role="alert">
            <p>{t('notifications.failed')}</p>
            <Button $size="sm" $variant="secondary" onClick={() => void list.refetch()}>
              {t('notifications.retry')}
            </Button>
          </Centre>
        ) : notices.length === 0 ? (
          <Centre>
            <p>{t('notifications.empty')}</p>
            <Muted>{t('notifications.emptyHint')}</Muted>
          </Centre>
        ) : (
          <>
            <List aria-label={t('notifications.panel')}>
              {notices.map((notice) => (
                <li key={notice.id}>
                  <NotificationItem notice={notice} onOpen={(n) => void open(n)} />
                </li>
              ))}
            </List>
            {list.hasNextPage ? (
              <Centre>
                <Button $size="sm" $variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                  {t('notifications.more')}
                </Button>
              </Centre>
            ) : null}
          </>
        )}
      </Body>
      <Foot>
        <Link to={localize('/profile/notifications/')} onClick={() => onClose(false)}>
          {t('notifications.settings')}
        </Link>
      </Foot>
    </Panel>
  );
});

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, VisuallyHidden } from '@nebo/shared-ui';
import { Dot, Item, ItemText, ItemTitle, Muted } from './bellStyles';
import type { UserNotification } from './notificationsApi';

/** One notice of the panel: unread ones stand out (colour, a dot and words for screen readers); Moscow time. */
export function NotificationItem({
  notice,
  onOpen,
}: {
  notice: UserNotification;
  onOpen: (notice: UserNotification) => void;
}): ReactElement {
  const { t } = useTranslation('shell');
  const unread = !notice.read;
  return (
    <Item type="button" $unread={unread} onClick={() => onOpen(notice)}>
      <Dot $unread={unread} aria-hidden="true" />
      <ItemText>
        <ItemTitle $unread={unread}>
          {unread ? <VisuallyHidden>{t('notifications.unreadPrefix')}</VisuallyHidden> : null}
          {notice.title}
        </ItemTitle>
        <span>{notice.body}</span>
        <Muted>
          <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
        </Muted>
      </ItemText>
    </Item>
  );
}

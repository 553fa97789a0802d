import { useEffect, useId, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '../useDisclosure';
import { Badge, BellButton, Root } from './bellStyles';
import { NotificationPanel } from './NotificationPanel';
import { useUnreadCount } from './useUnreadCount';

function BellIcon(): ReactElement {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The header's bell for every signed-in user: the unread count (polled), and a panel of the user's website
 * notifications. Escape, a click outside or a page change close it (useDisclosure); Escape and the close button
 * put the focus back on the bell.
 */
export function NotificationBell(): ReactElement {
  const { t } = useTranslation('shell');
  const panelId = useId();
  const unread = useUnreadCount();
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const panelRef = useRef<HTMLElement>(null);

  // Into the panel on opening, so the keyboard continues where the eyes go.
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const onClose = (returnFocus: boolean) => {
    close();
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <Root ref={rootRef}>
      <BellButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        aria-label={t('notifications.bell', { count: unread })}
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 ? <Badge aria-hidden="true">{unread > 99 ? '99+' : unread}</Badge> : null}
      </BellButton>
      {open ? <NotificationPanel ref={panelRef} id={panelId} unreadCount={unread} onClose={onClose} /> : null}
    </Root>
  );
}

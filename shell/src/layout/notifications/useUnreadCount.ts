import { useQuery } from '@tanstack/react-query';
import { useSession } from '@nebo/shared-ui';
import { fetchUnreadCount, UNREAD_POLL_MS, unreadKey } from './notificationsApi';

/**
 * The bell's number, asked again every minute while the tab is visible (react-query pauses the interval in a
 * hidden tab) and at once when the tab comes back; a failed poll keeps the last number rather than alarming anyone.
 */
export function useUnreadCount(): number {
  const subject = useSession((state) => state.claims?.sub);
  const query = useQuery({
    queryKey: unreadKey(subject),
    queryFn: fetchUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  return query.data ?? 0;
}

import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@nebo/shared-ui';
import { dronesKeys } from './dronesApi';

/**
 * What a saved or deleted drone makes stale: the pilot's drone lists and pages, and the user summary,
 * whose dronesCount and allowedToFly the shell's header, menu and route guards read. The summary is
 * fetched again at once, past its 3-second threshold, so the guard of /flight/new/ and the menu see the
 * new drone count without waiting; navigation does not wait for it (the store updates when it answers).
 * Resolves when the drone queries are marked stale.
 */
export function refreshAfterDroneChange(queryClient: QueryClient): Promise<void> {
  void sessionStore.getState().loadSummary({ force: true });
  return queryClient.invalidateQueries({ queryKey: dronesKeys.all });
}

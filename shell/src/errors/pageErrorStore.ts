import { createStore, useStore } from 'zustand';
import type { ApiError } from '@nebo/shared-ui';

/**
 * A failure that replaces the page content with an error page (docs/requirements.md#ui-error-pages): set by the API
 * client for statuses the caller did not declare as its own, cleared when the user navigates.
 */
interface PageErrorState {
  error: ApiError | null;
  show: (error: ApiError) => void;
  clear: () => void;
}

export const pageErrorStore = createStore<PageErrorState>()((set, get) => ({
  error: null,
  show: (error) => {
    // The first failure explains the page best; later ones are usually its consequences.
    if (!get().error) set({ error });
  },
  clear: () => set({ error: null }),
}));

export function usePageError(): ApiError | null {
  return useStore(pageErrorStore, (state) => state.error);
}

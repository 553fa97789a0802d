import { createStore, useStore } from 'zustand';

/** Count of calls in flight; the loading bar watches it. Vanilla store so non-React code can use it. */
interface LoadingState {
  pending: number;
  start: () => void;
  finish: () => void;
}

export const loadingStore = createStore<LoadingState>()((set) => ({
  pending: 0,
  start: () => set((state) => ({ pending: state.pending + 1 })),
  finish: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

export function usePendingRequests(): number {
  return useStore(loadingStore, (state) => state.pending);
}

/** Wraps any promise-returning work so it shows on the loading bar. */
export async function trackLoading<T>(work: () => Promise<T>): Promise<T> {
  loadingStore.getState().start();
  try {
    return await work();
  } finally {
    loadingStore.getState().finish();
  }
}

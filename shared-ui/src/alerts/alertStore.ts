import { createStore, useStore } from 'zustand';

export type AlertStatus = 'error' | 'primary' | 'warning' | 'success';

export interface AlertItem {
  id: number;
  status: AlertStatus;
  /** Optional; when absent the alert shows the default title of its status. */
  title?: string;
  message: string;
}

interface AlertState {
  alerts: AlertItem[];
  push: (alert: Omit<AlertItem, 'id'>) => number;
  remove: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

/** Alerts of the whole page (the shell renders them; any remote may push). */
export const alertStore = createStore<AlertState>()((set) => ({
  alerts: [],
  push: (alert) => {
    const id = nextId++;
    set((state) => ({ alerts: [...state.alerts, { ...alert, id }] }));
    return id;
  },
  remove: (id) => set((state) => ({ alerts: state.alerts.filter((alert) => alert.id !== id) })),
  clear: () => set({ alerts: [] }),
}));

export function useAlerts(): AlertItem[] {
  return useStore(alertStore, (state) => state.alerts);
}

const push = (status: AlertStatus) => (message: string, title?: string) => alertStore.getState().push({ status, message, title });

/** notify.success(t('saved')) from anywhere, React or not. */
export const notify = {
  error: push('error'),
  primary: push('primary'),
  warning: push('warning'),
  success: push('success'),
};

import { createStore, useStore } from 'zustand';
import { api } from '../api/client';
import type { ApiError } from '../api/errors';
import { isApiError } from '../api/errors';
import type { AuthActions, TokenClaims, UserSummary } from './types';

/** The spec refetches the summary only if it is missing or older than 3 seconds. */
export const SUMMARY_REFRESH_THRESHOLD_MS = 3000;
export const SUMMARY_PATH = '/api/user/current/summary';

export type SessionStatus = 'initializing' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  token: string | undefined;
  claims: TokenClaims | undefined;
  summary: UserSummary | null;
  summaryFetchedAt: number | null;
  summaryError: ApiError | null;
  actions: AuthActions;
  setAuthActions: (actions: AuthActions) => void;
  setAuthenticated: (token: string, claims: TokenClaims) => void;
  setAnonymous: () => void;
  /** Loads the summary unless a fresh one (≤ 3 s) is held; `force` skips the threshold. */
  loadSummary: (options?: { force?: boolean }) => Promise<UserSummary | null>;
}

const notReady = async (): Promise<void> => {
  throw new Error('Authentication is not initialised yet');
};

let inFlight: Promise<UserSummary | null> | null = null;

export const sessionStore = createStore<SessionState>()((set, get) => ({
  status: 'initializing',
  token: undefined,
  claims: undefined,
  summary: null,
  summaryFetchedAt: null,
  summaryError: null,
  actions: { login: notReady, logout: notReady, register: notReady },

  setAuthActions: (actions) => set({ actions }),

  setAuthenticated: (token, claims) => {
    const previous = get().claims?.sub;
    // A different account (login-as, relogin) must not inherit the previous summary.
    const keep = previous === claims.sub;
    set({
      status: 'authenticated',
      token,
      claims,
      ...(keep ? {} : { summary: null, summaryFetchedAt: null, summaryError: null }),
    });
  },

  setAnonymous: () => {
    inFlight = null;
    set({ status: 'anonymous', token: undefined, claims: undefined, summary: null, summaryFetchedAt: null, summaryError: null });
  },

  loadSummary: async ({ force = false } = {}) => {
    const state = get();
    if (state.status !== 'authenticated') return null;
    const fresh = state.summaryFetchedAt !== null && Date.now() - state.summaryFetchedAt <= SUMMARY_REFRESH_THRESHOLD_MS;
    if (!force && state.summary && fresh) return state.summary;
    if (inFlight) return inFlight;
    const account = state.claims?.sub;
    // 404 and 500 are tolerated for the summary (spec part 2 §8): the header then falls back to
    // the token's names. Other failures (no response, 502, 503) reach the error page handler.
    inFlight = api
      .get<UserSummary>(SUMMARY_PATH, { ignoreStatuses: [404, 500] })
      .then((summary) => {
        if (get().claims?.sub === account) set({ summary, summaryFetchedAt: Date.now(), summaryError: null });
        return summary;
      })
      .catch((error: unknown) => {
        if (isApiError(error)) set({ summaryError: error, summaryFetchedAt: Date.now() });
        return null;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Roles of the signed-in user: the summary's scope when loaded, else the token's realm roles. */
export function currentScope(state: Pick<SessionState, 'status' | 'summary' | 'claims'>): string[] {
  if (state.status !== 'authenticated') return [];
  if (state.summary) return state.summary.scope;
  const roles = state.claims?.realm_access?.roles ?? [];
  // The token says 'authority' where the summary says 'AUTHORITY' (docs/contracts.md).
  return roles.map((role) => (role === 'authority' ? 'AUTHORITY' : role));
}

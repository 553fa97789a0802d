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
  /** When the held summary was fetched; null while a forced load is under way (the held one is outdated). */
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
/** Numbers the summary calls: only the latest one started may write the store. */
let latestCall = 0;

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
    // A call still under way belongs to the account that left: its answer must not land.
    latestCall += 1;
    set({ status: 'anonymous', token: undefined, claims: undefined, summary: null, summaryFetchedAt: null, summaryError: null });
  },

  loadSummary: async ({ force = false } = {}) => {
    const state = get();
    if (state.status !== 'authenticated') return null;
    const fresh = state.summaryFetchedAt !== null && Date.now() - state.summaryFetchedAt <= SUMMARY_REFRESH_THRESHOLD_MS;
    if (!force && state.summary && fresh) return state.summary;
    // A forced load follows a write (personal data, a drone saved or deleted): a call already under way
    // may have been answered before that write, so it is not reused but overtaken.
    if (inFlight && !force) return inFlight;
    // The held summary predates the write: no longer fresh, so a guard waits for this call (loadSummary
    // without force joins it) instead of deciding on the old dronesCount or allowedToFly.
    if (force) set({ summaryFetchedAt: null });
    const call = ++latestCall;
    const account = state.claims?.sub;
    // An overtaken call answers its callers with what the latest call brings, so whoever awaits it
    // (a guard deciding on the summary) never reads the pre-write summary.
    const settled = (value: UserSummary | null): Promise<UserSummary | null> | UserSummary | null => {
      if (call === latestCall) return value;
      return inFlight ?? get().summary;
    };
    // 404 and 500 are tolerated for the summary (docs/requirements.md#ui-user-summary): the header then falls back to
    // the token's names. Other failures (no response, 502, 503) reach the error page handler.
    const request: Promise<UserSummary | null> = api
      .get<UserSummary>(SUMMARY_PATH, { ignoreStatuses: [404, 500] })
      .then((summary) => {
        if (call === latestCall && get().claims?.sub === account) set({ summary, summaryFetchedAt: Date.now(), summaryError: null });
        return settled(summary);
      })
      .catch((error: unknown) => {
        if (call === latestCall && isApiError(error)) set({ summaryError: error, summaryFetchedAt: Date.now() });
        return settled(null);
      })
      .finally(() => {
        if (inFlight === request) inFlight = null;
      });
    inFlight = request;
    return request;
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

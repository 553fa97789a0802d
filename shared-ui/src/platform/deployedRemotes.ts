import { createStore, useStore } from 'zustand';

/**
 * The remotes of the running deployment, as the shell registered them with the federation runtime (name and the
 * absolute URL of its `mf-manifest.json`). Part of the platform contract between the shell and the remotes: the
 * shell fills it at start (shell/src/federation/initFederation.ts), a remote reads it (the admin's system-versions
 * page). It lives here because shared-ui is a shared singleton both sides import, and shared-ui must not import
 * the shell.
 */
export interface DeployedRemoteInfo {
  /** Module Federation name, e.g. `mfe_admin`. */
  name: string;
  /** Absolute URL of the remote's manifest. */
  manifestUrl: string;
}

export interface DeployedRemotesState {
  remotes: readonly DeployedRemoteInfo[];
  setDeployedRemotes: (remotes: readonly DeployedRemoteInfo[]) => void;
}

export const deployedRemotesStore = createStore<DeployedRemotesState>()((set) => ({
  remotes: [],
  setDeployedRemotes: (remotes) => set({ remotes: [...remotes] }),
}));

/** The deployed remotes; empty on a remote's standalone development page (no shell). */
export function useDeployedRemotes(): readonly DeployedRemoteInfo[] {
  return useStore(deployedRemotesStore, (state) => state.remotes);
}

/** What a remote's manifest says about its build (`metaData.buildInfo`, written by the federation plugin). */
export interface RemoteBuildInfo {
  /** The remote's package.json version at build time. */
  version: string | null;
  /** The built package's name, e.g. `@nebo/mfe-admin`. */
  buildName: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * Reads a remote's build from its manifest at the URL the shell registered. The browser answers from its cache when
 * the runtime already fetched it, so this is the build the page runs. Rejects when the manifest cannot be read.
 */
export async function readRemoteBuildInfo(manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<RemoteBuildInfo> {
  const response = await fetchImpl(manifestUrl, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${manifestUrl} answered HTTP ${response.status}`);
  const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown; buildName?: unknown } } } | null;
  const buildInfo = manifest?.metaData?.buildInfo;
  return { version: text(buildInfo?.buildVersion), buildName: text(buildInfo?.buildName) };
}

import { useQueries, useQuery } from '@tanstack/react-query';
import type { Schema } from '@nebo/shared-api';
import { api, readRemoteBuildInfo, useDeployedRemotes, type DeployedRemoteInfo, type RemoteBuildInfo } from '@nebo/shared-ui';

export type SystemVersions = Schema<'SystemVersionsDto'>;

/** GET /api/system/versions: public (docs/requirements.md#system-versions); the page shows its own error. */
export function fetchSystemVersions(): Promise<SystemVersions> {
  return api.get<SystemVersions>('/api/system/versions', { ignoreStatuses: 'all' });
}

export function useSystemVersions() {
  return useQuery({ queryKey: ['system', 'versions'], queryFn: fetchSystemVersions });
}

export interface RemoteVersion {
  remote: DeployedRemoteInfo;
  build: RemoteBuildInfo | undefined;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}

/** Each remote the shell registered, with the build its manifest names (read once per page). */
export function useRemoteVersions(): RemoteVersion[] {
  const remotes = useDeployedRemotes();
  const queries = useQueries({
    queries: remotes.map((remote) => ({
      queryKey: ['system', 'remote-build', remote.manifestUrl],
      queryFn: () => readRemoteBuildInfo(remote.manifestUrl),
      staleTime: Infinity,
      retry: 1,
    })),
  });
  return remotes.map((remote, i) => ({
    remote,
    build: queries[i]?.data,
    isPending: queries[i]?.isPending ?? true,
    isError: queries[i]?.isError ?? false,
    retry: () => void queries[i]?.refetch(),
  }));
}

/**
 * Run-time Module Federation of the shell: what the rest of the shell uses. See README.md here.
 */
export { loadDeployment, DEPLOYMENT_URL } from './loadDeployment';
export { parseDeployment, remoteForPath, DeploymentError, type Deployment, type DeployedRemote } from './deployment';
export { initFederation, SHELL_FEDERATION_NAME, type InitFederationOptions } from './initFederation';
export { RemoteRoute, type RemoteRouteProps } from './RemoteRoute';
export { DeploymentProvider, useDeployment, useOptionalDeployment, type DeploymentApi } from './DeploymentContext';
export { installChunkLoadGuard, recoverFromChunkError, isChunkLoadError, remoteAssetBases, CHUNK_RELOAD_WINDOW_MS } from './chunkLoadGuard';
export { RemoteContractError, SUPPORTED_CONTRACT_VERSIONS, type RemoteDescriptor, type RemoteAppProps } from './contract';
export { RemoteLoadError, isRemoteLoadError } from './errors';
export { FEDERATION_NAMESPACE, registerFederationTranslations } from './i18n';

import { importEsm } from '../../../common/esm/import-esm';

/**
 * oidc-provider is published as ESM only while the backend compiles to CommonJS, so it is loaded with a
 * real dynamic import (see common/esm/import-esm.ts for why that import is hidden from the compilers).
 * Only types are imported statically elsewhere in this module.
 */
export type OidcProviderModule = typeof import('oidc-provider');

let loading: Promise<OidcProviderModule> | undefined;

export function loadOidcProvider(): Promise<OidcProviderModule> {
  loading ??= importEsm<OidcProviderModule>('oidc-provider');
  return loading;
}

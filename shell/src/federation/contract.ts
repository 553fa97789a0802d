import type { ComponentType } from 'react';

/**
 * The remote contract (docs/contracts.md, "Remote contract"). A remote exposes `./App` and
 * `./descriptor`; the shell reads the descriptor first and mounts the App only if it speaks a
 * contract version this shell understands.
 */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [1];

export interface RemoteDescriptor {
  contractVersion: number;
  /** Module Federation name, equal to the name in the deployment file. */
  name: string;
  /** Locale-neutral route prefixes the remote renders, e.g. ['/drones/', '/flight/']. */
  routePrefixes: string[];
  /** The i18next namespace the remote registers its ru/en strings under. */
  i18nNamespace: string;
}

export interface RemoteAppProps {
  /** The prefix the App is mounted under, `/en` included in English, e.g. `/en/drones/`. */
  basePath: string;
}

export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}

export interface RemoteDescriptorModule {
  default: RemoteDescriptor;
}

/** Why a remote was refused although it loaded: the shell and the remote disagree on the contract. */
export class RemoteContractError extends Error {
  readonly remote: string;
  /** `version`: an unsupported contractVersion; `descriptor`: a malformed descriptor or App export. */
  readonly kind: 'version' | 'descriptor';
  readonly contractVersion?: unknown;

  constructor(remote: string, kind: 'version' | 'descriptor', message: string, contractVersion?: unknown) {
    super(message);
    this.name = 'RemoteContractError';
    this.remote = remote;
    this.kind = kind;
    this.contractVersion = contractVersion;
  }
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Checks the module exposed as `./descriptor` by the remote the deployment calls `remote`.
 * The version is checked before anything else, so a remote of a future contract (whose other
 * fields may have changed) is refused for the right reason.
 */
export function checkDescriptor(module: unknown, remote: string): RemoteDescriptor {
  const descriptor = (module as Partial<RemoteDescriptorModule> | null)?.default as Partial<RemoteDescriptor> | undefined;
  if (!descriptor || typeof descriptor !== 'object') {
    throw new RemoteContractError(remote, 'descriptor', `${remote}/descriptor has no default export`);
  }
  const version = descriptor.contractVersion;
  if (typeof version !== 'number' || !SUPPORTED_CONTRACT_VERSIONS.includes(version)) {
    throw new RemoteContractError(
      remote,
      'version',
      `${remote} implements remote contract version ${JSON.stringify(version)}; this shell supports ${SUPPORTED_CONTRACT_VERSIONS.join(', ')}`,
      version,
    );
  }
  const problems = [
    descriptor.name !== remote && `name is ${JSON.stringify(descriptor.name)}, the deployment calls it "${remote}"`,
    !isStringArray(descriptor.routePrefixes) && 'routePrefixes must be an array of strings',
    (typeof descriptor.i18nNamespace !== 'string' || descriptor.i18nNamespace === '') && 'i18nNamespace must be a non-empty string',
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) {
    throw new RemoteContractError(remote, 'descriptor', `${remote}/descriptor: ${problems.join('; ')}`);
  }
  return descriptor as RemoteDescriptor;
}

/** Checks the module exposed as `./App`: its default export must be a React component. */
export function checkAppModule(module: unknown, remote: string): RemoteAppModule {
  const component = (module as Partial<RemoteAppModule> | null)?.default;
  // Function components, classes, and memo/forwardRef/lazy objects (which carry $$typeof).
  const isComponent = typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
  if (!isComponent) throw new RemoteContractError(remote, 'descriptor', `${remote}/App has no React component as its default export`);
  return module as RemoteAppModule;
}

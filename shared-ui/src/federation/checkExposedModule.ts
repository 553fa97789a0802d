import type { ComponentType } from 'react';
import { ExposedModuleError } from './exposedErrors';
import { exposedId } from './exposedId';

/** What a remote's exposed component module looks like (e.g. mfe-map/src/exposed/RouteEditor.tsx). */
export interface ExposedComponentModule<P> {
  default: ComponentType<P>;
  /** The version of the component's props, raised by the exposing remote on an incompatible change. */
  contractVersion: number;
}

// Function components, classes, and memo/forwardRef/lazy objects (which carry $$typeof).
const isComponent = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * Checks a loaded module against what the consumer was written for, before anything renders it: its
 * default export must be a React component and its `contractVersion` the one the consumer expects.
 * The props themselves cannot be checked at run time; the version stands for them (the exposing remote's
 * published types carry the same number, so a consumer of another version does not compile either).
 */
export function checkExposedModule<P>(module: unknown, remote: string, expose: string, contractVersion: number): ComponentType<P> {
  const id = exposedId(remote, expose);
  const candidate = module as Partial<ExposedComponentModule<P>> | null | undefined;
  if (!candidate || typeof candidate !== 'object') {
    throw new ExposedModuleError(remote, expose, 'incompatible', `${id}: the runtime returned no module`);
  }
  if (candidate.contractVersion !== contractVersion) {
    throw new ExposedModuleError(
      remote,
      expose,
      'incompatible',
      `${id} implements contract version ${JSON.stringify(candidate.contractVersion)}; this page was built for version ${contractVersion}`,
    );
  }
  if (!isComponent(candidate.default)) {
    throw new ExposedModuleError(remote, expose, 'incompatible', `${id} has no React component as its default export`);
  }
  return candidate.default as ComponentType<P>;
}

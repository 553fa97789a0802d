import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { ExposedErrorBoundary } from './ExposedErrorBoundary';
import { ExposedFailure, ExposedLoading } from './ExposedStatus';
import { exposedId } from './exposedId';
import { loadExposedComponent, type ExposedComponentSpec, type RetryPolicy } from './loadExposed';
import { registerEmbedTranslations } from './translations';

type LazyExposed = LazyExoticComponent<ComponentType<object>>;

/**
 * One lazy component per exposed module and contract version for the page's lifetime, so a form that
 * mounts the editor again does not load it again. A failed load drops its entry: the next mount or a
 * Retry asks the network again instead of replaying the failure.
 */
const loaded = new Map<string, LazyExposed>();

function lazyExposed(spec: ExposedComponentSpec, retry: RetryPolicy | undefined): LazyExposed {
  const key = `${exposedId(spec.remote, spec.expose)}@${spec.contractVersion}`;
  let component = loaded.get(key);
  if (!component) {
    const created: LazyExposed = lazy(() =>
      loadExposedComponent<object>(spec, { retry }).then(
        (module) => ({ default: module }),
        (error: unknown) => {
          if (loaded.get(key) === created) loaded.delete(key);
          throw error;
        },
      ),
    );
    component = created;
    loaded.set(key, component);
  }
  return component;
}

/** For tests: forget loaded components. */
export function forgetExposedComponentsForTests(): void {
  loaded.clear();
}

export interface RemoteComponentProps<P extends object> extends ExposedComponentSpec {
  /** The component's props, typed by the exposing remote's published declarations. */
  props: P;
  /** The consumer's title for a failure, e.g. "The route editor did not load". */
  failureTitle?: string;
  retry?: RetryPolicy;
}

/**
 * Renders a component another remote exposes, loaded at run time through the federation runtime
 * (docs/contracts.md, "Embedding another remote's component"):
 *
 *   <RemoteComponent<RouteEditorProps> remote="mfe_map" expose="./RouteEditor" contractVersion={1} props={{ onChange }} />
 *
 * Shows a delayed spinner while loading, retries a failed load, refuses a module of another contract
 * version, and keeps any failure inside its box with a Retry where that can help.
 */
export function RemoteComponent<P extends object>({
  remote,
  expose,
  contractVersion,
  props,
  failureTitle,
  retry,
}: RemoteComponentProps<P>): ReactElement {
  registerEmbedTranslations();
  const [attempt, setAttempt] = useState(0);
  // `attempt` changes after Retry; the failed entry is gone from the cache by then, so this is a new load.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Component = useMemo(() => lazyExposed({ remote, expose, contractVersion }, retry), [remote, expose, contractVersion, attempt]);
  const onRetry = useCallback(() => setAttempt((n) => n + 1), []);
  const Loaded = Component as unknown as ComponentType<P>;
  return (
    <ExposedErrorBoundary
      key={`${remote}/${expose}`}
      onRetry={onRetry}
      fallback={(error, again) => <ExposedFailure error={error} onRetry={again} title={failureTitle} autoFocus={attempt > 0} />}
    >
      <Suspense fallback={<ExposedLoading />}>
        <Loaded {...props} />
      </Suspense>
    </ExposedErrorBoundary>
  );
}

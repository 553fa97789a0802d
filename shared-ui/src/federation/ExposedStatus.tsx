import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';
import { PageSpinner } from '../components/Spinner';
import { isExposedModuleError, type ExposedFailureKind } from './exposedErrors';
import { EMBED_NAMESPACE } from './translations';

/** The spinner's 200 ms display delay (docs/requirements.md#ui-async-states): a fast load never flashes it. */
const LOADING_DELAY_MS = 200;

export function ExposedLoading(): ReactElement {
  const { t } = useTranslation(EMBED_NAMESPACE);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <div aria-busy="true">{visible ? <PageSpinner label={t('loading')} /> : null}</div>;
}

type FailureKind = ExposedFailureKind | 'crashed';

const kindOf = (error: unknown): FailureKind => (isExposedModuleError(error) ? error.kind : 'crashed');

export interface ExposedFailureProps {
  error: unknown;
  onRetry: () => void;
  /** The consumer's name for the failure, e.g. "The route editor did not load"; a general one otherwise. */
  title?: string;
  /** Move focus to the message (after a Retry the button the user pressed is gone). */
  autoFocus?: boolean;
}

/**
 * The local error of an embedded component. Retry only where loading again can help: not for a remote
 * the deployment lacks, nor for one published for another contract version.
 */
export function ExposedFailure({ error, onRetry, title, autoFocus = false }: ExposedFailureProps): ReactElement {
  const { t } = useTranslation(EMBED_NAMESPACE);
  const areaRef = useRef<HTMLDivElement>(null);
  const kind = kindOf(error);
  useEffect(() => {
    if (autoFocus) areaRef.current?.focus();
  }, [autoFocus]);
  const canRetry = kind === 'unavailable' || kind === 'crashed';
  return (
    <div ref={areaRef} tabIndex={-1} data-exposed-failure={kind}>
      <ErrorState
        title={title ?? t(`${kind}.title`)}
        message={t(`${kind}.text`)}
        details={error instanceof Error ? error.message : String(error)}
        onRetry={canRetry ? onRetry : undefined}
        retryLabel={t('retry')}
      />
    </div>
  );
}

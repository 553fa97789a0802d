import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState, PageSpinner, theme } from '@nebo/shared-ui';
import { RemoteContractError, SUPPORTED_CONTRACT_VERSIONS } from './contract';
import { isRemoteLoadError } from './errors';
import { FEDERATION_NAMESPACE } from './i18n';

/** The spinner's 200 ms display delay (docs/requirements.md#ui-async-states): a fast remote never flashes it. */
const LOADING_DELAY_MS = 200;

// The layout around a remote route already sets the page width; this only adds vertical room.
// The theme object itself rather than the ThemeProvider's: it is the same singleton, and this keeps the
// file independent of the DefaultTheme type augmentation.
const Area = styled.div`
  padding: ${theme.spacing(6, 0)};
  &:focus {
    outline: none;
  }
`;

/** The human name of a remote's section, e.g. "Страхование" for mfe_insurance. */
export function useSectionName(remote: string): string {
  const { t } = useTranslation(FEDERATION_NAMESPACE);
  return t(`sections.${remote}`, { defaultValue: remote });
}

export function RemoteLoading({ remote }: { remote: string }): ReactElement {
  const { t } = useTranslation(FEDERATION_NAMESPACE);
  const section = useSectionName(remote);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Area aria-busy="true">{visible ? <PageSpinner label={t('loading', { section })} /> : null}</Area>;
}

export function ShellReloading(): ReactElement {
  const { t } = useTranslation(FEDERATION_NAMESPACE);
  return (
    <Area>
      <PageSpinner label={t('reloading')} />
    </Area>
  );
}

type FailureKind = 'unavailable' | 'incompatible' | 'crashed';

function kindOf(error: unknown): FailureKind {
  if (error instanceof RemoteContractError) return 'incompatible';
  if (isRemoteLoadError(error)) return 'unavailable';
  return 'crashed';
}

export interface RemoteFailureProps {
  remote: string;
  error: unknown;
  onRetry: () => void;
  /** Move focus to the message (after a Retry the button the user pressed is gone). */
  autoFocus?: boolean;
}

/**
 * The local error of one remote area. A refused contract has no Retry: loading it again cannot help,
 * the remote has to be republished together with a shell that speaks its contract.
 */
export function RemoteFailure({ remote, error, onRetry, autoFocus = false }: RemoteFailureProps): ReactElement {
  const { t } = useTranslation(FEDERATION_NAMESPACE);
  const section = useSectionName(remote);
  const areaRef = useRef<HTMLDivElement>(null);
  const kind = kindOf(error);
  useEffect(() => {
    if (autoFocus) areaRef.current?.focus();
  }, [autoFocus]);

  let message: string;
  if (error instanceof RemoteContractError) {
    message =
      error.kind === 'version'
        ? t('incompatible.version', { version: String(error.contractVersion), supported: SUPPORTED_CONTRACT_VERSIONS.join(', ') })
        : t('incompatible.descriptor');
  } else {
    message = t(`${kind}.text`);
  }

  return (
    <Area ref={areaRef} tabIndex={-1} data-remote-failure={remote}>
      <ErrorState
        title={t(`${kind}.title`, { section })}
        message={message}
        details={error instanceof Error ? error.message : String(error)}
        onRetry={kind === 'incompatible' ? undefined : onRetry}
        retryLabel={t('retry')}
      />
    </Area>
  );
}

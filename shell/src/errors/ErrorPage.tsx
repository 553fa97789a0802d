import { Component, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ButtonLink, useLocale, useSession, type ApiError } from '@nebo/shared-ui';
import { usePageTitle } from '../layout/usePageTitle';
import type { ErrorKind } from './errorKinds';

const Area = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(8, 0, 12)};
`;

const Code = styled.p`
  margin: 0;
  font-size: 72px;
  line-height: 1;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.colors.sky};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;

const Text = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

export interface ErrorPageProps {
  kind: ErrorKind;
  /** The failure behind the page, when it came from a call (its message is shown as a detail). */
  error?: Pick<ApiError, 'message' | 'statusCode'>;
}

function ErrorPageContent({ kind, error }: ErrorPageProps): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const login = useSession((state) => state.actions.login);
  const status = useSession((state) => state.status);
  const title = t(`errors.${kind}.title`);
  usePageTitle(title);
  const code = kind === 'general' ? (error?.statusCode ? String(error.statusCode) : undefined) : kind;
  const canRetry = kind === '500' || kind === '502' || kind === '503' || kind === 'general';

  return (
    <Area aria-labelledby="error-title">
      {code ? <Code aria-hidden="true">{code}</Code> : null}
      <Title id="error-title">{title}</Title>
      <Text>{t(`errors.${kind}.text`)}</Text>
      {error?.message ? <Details>{t('errors.details', { message: error.message })}</Details> : null}
      <Actions>
        {kind === '401' && status !== 'authenticated' ? <Button onClick={() => void login()}>{t('header.login')}</Button> : null}
        {canRetry ? <Button onClick={() => window.location.reload()}>{t('errors.retry')}</Button> : null}
        <ButtonLink to={localize('/')} $variant={kind === '401' || canRetry ? 'secondary' : 'primary'}>
          {t('errors.home')}
        </ButtonLink>
      </Actions>
    </Area>
  );
}

function ErrorPageFailure({ failure }: { failure: unknown }): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  return (
    <Area role="alert">
      <Title>{t('errors.pageFailed')}</Title>
      <Details>{failure instanceof Error ? failure.message : String(failure)}</Details>
      <a href={localize('/')}>{t('errors.home')}</a>
    </Area>
  );
}

/** If the error page itself fails, say so, with details and a link home (docs/requirements.md#ui-error-pages). */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failure: unknown }> {
  state: { failure: unknown } = { failure: undefined };

  static getDerivedStateFromError(failure: unknown): { failure: unknown } {
    return { failure: failure ?? new Error('Unknown error') };
  }

  componentDidCatch(failure: unknown, info: ErrorInfo): void {
    console.error('[shell] the error page failed', failure, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failure === undefined ? this.props.children : <ErrorPageFailure failure={this.state.failure} />;
  }
}

/** The pages for 401, 403, 404, 500, 502, 503 and the general one (docs/requirements.md#ui-error-pages). */
export function ErrorPage(props: ErrorPageProps): ReactElement {
  return (
    <ErrorPageBoundary>
      <ErrorPageContent {...props} />
    </ErrorPageBoundary>
  );
}

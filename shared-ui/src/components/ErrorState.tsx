import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';
import { StateActions, StateBox, StateText, StateTitle } from './EmptyState';

const ErrorBox = styled(StateBox)`
  border-style: solid;
  border-color: ${({ theme }) => theme.colors.errorSoft};
`;

const Details = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ErrorStateProps {
  title: string;
  message?: string;
  /** Technical detail for support (an error code), shown small. */
  details?: string;
  onRetry?: () => void;
  retryLabel?: string;
  actions?: ReactNode;
}

/** A failure in one part of the page, with a way to try again; the rest of the page keeps working. */
export function ErrorState({ title, message, details, onRetry, retryLabel, actions }: ErrorStateProps): ReactElement {
  const { t } = useTranslation('ui');
  return (
    <ErrorBox role="alert">
      <StateTitle>{title}</StateTitle>
      {message ? <StateText>{message}</StateText> : null}
      {details ? <Details>{details}</Details> : null}
      {onRetry || actions ? (
        <StateActions>
          {onRetry ? <Button onClick={onRetry}>{retryLabel ?? t('retry')}</Button> : null}
          {actions}
        </StateActions>
      ) : null}
    </ErrorBox>
  );
}

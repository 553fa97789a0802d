import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../theme/VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wheel = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.accentSoft};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 800ms linear infinite;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: ${({ theme }) => theme.spacing(10, 0)};
`;

/** A spinner announced as "Loading…" to screen readers. */
export function Spinner({ size = 28, label }: { size?: number; label?: string }): ReactElement {
  const { t } = useTranslation('ui');
  return (
    <span role="status">
      <Wheel $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </span>
  );
}

/** A spinner centred in the space of the content it stands for. */
export function PageSpinner({ label }: { label?: string }): ReactElement {
  return (
    <Center>
      <Spinner size={36} label={label} />
    </Center>
  );
}

import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { AlertStatus } from './alertStore';
import { ALERT_LIFETIME_START, useAlertLifetime } from './lifetime';

export interface AlertProps {
  status: AlertStatus;
  title?: string;
  message: string;
  onClose: () => void;
  /** Milliseconds per step of the 100-step lifetime; omit to keep the default. */
  tickMs?: number;
}

const tone = {
  error: css`
    border-left-color: ${({ theme }) => theme.colors.error};
    --alert-ink: ${({ theme }) => theme.colors.error};
  `,
  primary: css`
    border-left-color: ${({ theme }) => theme.colors.primary};
    --alert-ink: ${({ theme }) => theme.colors.primary};
  `,
  warning: css`
    border-left-color: ${({ theme }) => theme.colors.warning};
    --alert-ink: ${({ theme }) => theme.colors.warning};
  `,
  success: css`
    border-left-color: ${({ theme }) => theme.colors.success};
    --alert-ink: ${({ theme }) => theme.colors.success};
  `,
};

const Box = styled.div<{ $status: AlertStatus }>`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  padding: ${({ theme }) => theme.spacing(3, 3, 4, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow: hidden;
  ${({ $status }) => tone[$status]}
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: var(--alert-ink);
`;

const Message = styled.p`
  grid-column: 1 / 2;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  grid-row: 1 / 3;
  grid-column: 2;
  align-self: start;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  font-size: 20px;
  line-height: 1;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &::before {
    content: '\\00D7';
  }
`;

const Progress = styled.div`
  position: absolute;
  left: 0;
  bottom: 0;
  height: 3px;
  background: var(--alert-ink);
  opacity: 0.5;
  transition: width 80ms linear;
`;

/** One alert with its lifetime counter; hovering or focusing pauses it, the close button removes it. */
export function Alert({ status, title, message, onClose, tickMs }: AlertProps): ReactElement {
  const { t } = useTranslation('ui');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useAlertLifetime(onClose, hovered || focused, tickMs);

  return (
    <Box
      $status={status}
      role={status === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      data-remaining={remaining}
    >
      <Title>{title ?? t(`alerts.title.${status}`)}</Title>
      <Message>{message}</Message>
      <Close type="button" aria-label={t('close')} onClick={onClose} />
      <Progress aria-hidden="true" style={{ width: `${(remaining / ALERT_LIFETIME_START) * 100}%` }} />
    </Box>
  );
}

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  transition: width ${({ theme }) => theme.motion.normal};
`;

/**
 * A determinate progress bar (upload progress). `value` is 0…1. The role and aria values let a
 * screen reader announce the percentage; the caption shows it for everyone else.
 */
export function ProgressBar({ value, label }: { value: number; label: string }): ReactElement {
  const { t } = useTranslation('ui');
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <Root>
      <Caption>
        <span>{label}</span>
        <span aria-hidden="true">{t('upload.percent', { percent })}</span>
      </Caption>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </Root>
  );
}

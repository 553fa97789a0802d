import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ORVD_STAGES, type OrvdStage } from '@nebo/shared-vocabulary';
import { VisuallyHidden } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 136px), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: stage;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  counter-increment: stage;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  border-top: 3px solid
    ${({ theme, $state }) => ($state === 'next' ? theme.colors.border : $state === 'current' ? theme.colors.accent : theme.colors.success)};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.typography.weight.semibold : 'inherit')};
  > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  &::before {
    content: counter(stage);
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme, $state }) =>
      $state === 'next' ? theme.colors.surfaceMuted : $state === 'current' ? theme.colors.accent : theme.colors.success};
    color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.accentText)};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

/** AWAITING → SENDING → CONFIRMING → TAKEOFF → LANDING, the current one marked for screen readers with aria-current. */
export function StageStepper({ stage }: { stage: OrvdStage }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const current = ORVD_STAGES.indexOf(stage);
  return (
    <List aria-label={t('agreement.stages.label')}>
      {ORVD_STAGES.map((each, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <Item key={each} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span>
              {t(`agreement.stages.${each}`)}
              {state === 'done' ? <VisuallyHidden> ({t('agreement.stages.done')})</VisuallyHidden> : null}
            </span>
          </Item>
        );
      })}
    </List>
  );
}

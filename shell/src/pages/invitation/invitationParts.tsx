import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, useLocale } from '@nebo/shared-ui';

/** The pieces both invitation kinds (an authority's, a company's) draw their page with. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing(2, 4)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    overflow-wrap: anywhere;
  }
  @media (max-width: 575.98px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(1)};
    dd {
      margin-bottom: ${({ theme }) => theme.spacing(2)};
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  & > * {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }
`;

const ProblemBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
`;

export function Problem({ title, text, action }: { title: string; text: string; action?: ReactElement }): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  return (
    <ProblemBox>
      <h2>{title}</h2>
      <p role="alert">{text}</p>
      <Actions>
        {action}
        <ButtonLink to={localize('/')} $variant="ghost">
          {t('invitation.home')}
        </ButtonLink>
      </Actions>
    </ProblemBox>
  );
}

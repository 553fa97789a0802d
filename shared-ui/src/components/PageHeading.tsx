import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(6)};
  ${media.up('md')} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: -0.01em;
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** The page's one h1, an optional lead sentence and page-level actions. */
export function PageHeading({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }): ReactElement {
  return (
    <Header>
      <div>
        <Title>{title}</Title>
        {description ? <Lead>{description}</Lead> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}

import type { HTMLAttributes, ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';

const Box = styled.section`
  padding: ${({ theme }) => theme.spacing(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.spacing(6)};
  }
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  title?: string;
  children: ReactNode;
}

/** A white panel grouping related content; with a title it is a labelled region. */
export function Card({ title, children, ...rest }: CardProps): ReactElement {
  return (
    <Box {...rest}>
      {title ? <Title>{title}</Title> : null}
      {children}
    </Box>
  );
}

import styled from 'styled-components';
import { media } from '../theme/media';

/** Centred page width with side gutters that shrink on phones. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing(4)};
  ${media.up('md')} { padding: 0 ${({ theme }) => theme.spacing(6)}; }
`;

/** Vertical rhythm between blocks. */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.spacing($gap)};
`;

/** A responsive grid of equal columns that collapses to one column on phones. */
export const Grid = styled.div<{ $min?: number; $gap?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min = 260 }) => $min}px, 100%), 1fr));
  gap: ${({ theme, $gap = 4 }) => theme.spacing($gap)};
`;

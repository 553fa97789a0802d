import styled from 'styled-components';
import { media } from '../theme/media';

/** Centred page width with side gutters that shrink on phones. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing(4)};
  ${media.up('md')} {
    padding: 0 ${({ theme }) => theme.spacing(6)};
  }
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

/** Form fields side by side: one column on phones, two from md, three from lg. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  grid-template-columns: 1fr;
  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A titled part of a long form (a drone's identity, photos, characteristics): a bordered panel, its heading an h2. */
export const FormSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

/** The buttons under a form (submit first, then cancel), wrapping on phones. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/**
 * A fieldset without the browser's frame, margin and minimum width: it groups related controls for screen
 * readers (with its legend) while the page draws the grouping itself. Extend it with styled(BareFieldset).
 */
export const BareFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

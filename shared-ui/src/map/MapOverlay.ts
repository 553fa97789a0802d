import styled, { css } from 'styled-components';
import { media } from '../theme/media';

/** The map beside its legend: stacked on narrow screens, two columns (map twice the legend) from `lg`. */
export const MapLayout = styled.div<{ $legendMin?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(${({ $legendMin }) => $legendMin ?? '280px'}, 1fr);
    align-items: start;
  }
`;

/**
 * The SVG layer over the MapView in screen pixels: it lets the pointer through to the map (drawn parts opt back in)
 * and is clipped to the map. Consumers extend it with the classes their drawing uses.
 */
export const MapOverlay = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  overflow: hidden;
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`;

/**
 * A map's legend: its heading, and the list of what is drawn (`ol`), an entry highlighted (`data-highlighted`) while its
 * shape is, each with a `.meta` line. The map's list is the same content for the keyboard and screen readers.
 */
export const mapLegendStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  li[data-highlighted='true'] {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** The legend as a panel of its own beside the map. */
export const MapLegendPanel = styled.section`
  ${mapLegendStyles}
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

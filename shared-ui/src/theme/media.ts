import { breakpoints, type Breakpoint } from './theme';

/** `${media.up('lg')} { ... }` inside a styled-components template: min-width queries. */
export const media = {
  up: (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
};

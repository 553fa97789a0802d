import 'styled-components';
import type { NeboTheme } from './theme';

declare module 'styled-components' {
  // The theme object is the single source of design tokens; declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends NeboTheme {}
}

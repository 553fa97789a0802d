import type { NeboTheme } from './theme';

// Types `props.theme` in every styled component of the shell and the remotes. Declaration merging
// needs an interface, hence the empty extension.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends NeboTheme {}
}

export {};

/**
 * The Nebo design tokens. One calm palette with a sky-blue accent; every component reads
 * from here so the shell and all remotes look like one product.
 */
export const breakpoints = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** System fonts only: the platform must render without any internet font service. */
const fontStack =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';
const monoStack = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const theme = {
  colors: {
    accent: '#1583d6',
    accentHover: '#0f6db4',
    accentActive: '#0b5a96',
    accentSoft: '#e6f3fc',
    accentText: '#ffffff',
    sky: '#7cc4f4',
    text: '#17212b',
    textMuted: '#566576',
    textInverse: '#ffffff',
    background: '#f4f7fa',
    surface: '#ffffff',
    surfaceMuted: '#eef3f7',
    border: '#d5dee7',
    borderStrong: '#aab8c6',
    focus: '#ffb020',
    error: '#c0392b',
    errorSoft: '#fdecea',
    warning: '#9a6200',
    warningSoft: '#fff4dc',
    success: '#23804a',
    successSoft: '#e7f5ec',
    primary: '#1583d6',
    primarySoft: '#e6f3fc',
    overlay: 'rgba(13, 27, 42, 0.55)',
  },
  spacing: (...steps: number[]): string => steps.map((step) => `${step * 4}px`).join(' '),
  radii: {
    sm: '4px',
    md: '8px',
    lg: '14px',
    pill: '999px',
  },
  shadows: {
    card: '0 1px 2px rgba(16, 38, 61, 0.06), 0 4px 16px rgba(16, 38, 61, 0.06)',
    raised: '0 8px 28px rgba(16, 38, 61, 0.16)',
    header: '0 1px 0 rgba(16, 38, 61, 0.08)',
  },
  typography: {
    fontFamily: fontStack,
    monoFamily: monoStack,
    size: {
      xs: '12px',
      sm: '14px',
      md: '16px',
      lg: '18px',
      xl: '22px',
      xxl: '28px',
      display: '40px',
    },
    weight: {
      regular: 400,
      medium: 500,
      semibold: 600,
      bold: 700,
    },
    lineHeight: {
      tight: 1.2,
      normal: 1.5,
    },
  },
  breakpoints,
  layout: {
    maxWidth: '1200px',
    headerHeight: '64px',
    alertMaxWidth: '350px',
  },
  zIndex: {
    header: 100,
    sidebar: 200,
    modal: 300,
    alerts: 400,
    loadingBar: 500,
  },
  motion: {
    fast: '120ms ease-out',
    normal: '200ms ease-out',
  },
} as const;

export type NeboTheme = typeof theme;

import { createGlobalStyle } from 'styled-components';

/** Base document styles: system fonts, calm background, a visible focus ring for keyboard users. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.typography.lineHeight.tight}; margin: 0; }

  a { color: ${({ theme }) => theme.colors.accent}; }
  a:hover { color: ${({ theme }) => theme.colors.accentHover}; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  button, input, select, textarea { font: inherit; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0s !important; animation-duration: 0s !important; }
  }
`;

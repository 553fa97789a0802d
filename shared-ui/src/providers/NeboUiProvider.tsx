import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../i18n/instance';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';

/**
 * Theme, global styles and the shared i18next instance. The shell wraps the whole page in it;
 * a remote uses it only in its standalone dev harness (inside the shell it is already there).
 */
export function NeboUiProvider({ children, withGlobalStyle = true }: { children: ReactNode; withGlobalStyle?: boolean }): ReactElement {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        {withGlobalStyle ? <GlobalStyle /> : null}
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}

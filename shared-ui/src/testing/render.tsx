import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../i18n/instance';
import { localeFromPath } from '../i18n/locale';
import { NeboUiProvider } from '../providers/NeboUiProvider';

export interface RenderOptions {
  /** The URL to render at; its /en prefix decides the language. */
  route?: string;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Renders inside the same providers the shell gives a page: router, theme, i18n, react-query. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient() }: RenderOptions = {},
): RenderResult {
  setLanguage(localeFromPath(route));
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <NeboUiProvider withGlobalStyle={false}>{children}</NeboUiProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

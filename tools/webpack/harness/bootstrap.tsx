// A remote's standalone development page: its App under a real router and the same providers the
// shell gives it (theme, global styles, the shared i18next instance, react-query), in ru and /en.
// Development only — the shell never loads this page (it is not an exposed module).
import { getInstance } from '@module-federation/enhanced/runtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { NeboUiProvider, localeFromPath, setLanguage } from '@nebo/shared-ui';
import App from 'nebo-harness/app';
import descriptor from 'nebo-harness/descriptor';

/** The remotes this remote embeds, at the portal deployment's addresses (tools/webpack/embeds.js); empty in production. */
declare const NEBO_HARNESS_REMOTES: { name: string; entry: string }[];

// Without a shell nobody registers them from a deployment file: do it here, so an embedded component
// (mfe_map/RouteEditor in mfe_flight) shows when that remote's dev server runs, and its local error otherwise.
if (NEBO_HARNESS_REMOTES.length > 0) getInstance()?.registerRemotes(NEBO_HARNESS_REMOTES);

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** The shell derives the language from the URL; so does the harness. */
function LanguageFromUrl() {
  const { pathname } = useLocation();
  useLayoutEffect(() => setLanguage(localeFromPath(pathname)), [pathname]);
  return null;
}

const pageStyle = { maxWidth: 960, margin: '0 auto', padding: '24px 16px' } as const;
const bannerStyle = { padding: '8px 16px', background: '#e6f3fc', color: '#0b5a96', fontSize: 14 } as const;

/** Index of the dev page: every route prefix of the remote in both languages. */
function HarnessIndex() {
  return (
    <div>
      <h1>{descriptor.name}</h1>
      <p>
        Contract v{descriptor.contractVersion}, i18n namespace <code>{descriptor.i18nNamespace}</code>.
      </p>
      <ul>
        {descriptor.routePrefixes.flatMap((prefix) => [
          <li key={prefix}>
            <Link to={prefix}>{prefix}</Link>
          </li>,
          <li key={`/en${prefix}`}>
            <Link to={`/en${prefix}`}>{`/en${prefix}`}</Link>
          </li>,
        ])}
      </ul>
    </div>
  );
}

function Harness() {
  return (
    <>
      <div style={bannerStyle}>
        Standalone development page of <strong>{descriptor.name}</strong> — <Link to="/">index</Link>
      </div>
      <LanguageFromUrl />
      <main style={pageStyle}>
        <Routes>
          {descriptor.routePrefixes.flatMap((prefix) => [
            <Route key={prefix} path={`${prefix}*`} element={<App basePath={prefix} />} />,
            <Route key={`/en${prefix}`} path={`/en${prefix}*`} element={<App basePath={`/en${prefix}`} />} />,
          ])}
          <Route path="*" element={<HarnessIndex />} />
        </Routes>
      </main>
    </>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NeboUiProvider>
          <Harness />
        </NeboUiProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);

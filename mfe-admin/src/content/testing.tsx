import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../i18n';
import type { AdminNews, AdminPage } from './types';

registerRemoteTranslations();

export const NEWS_API = '/api/system/admin/news';
export const PAGES_API = '/api/system/admin/pages';

export const draftNews: AdminNews = {
  id: '00000000-0000-4000-8000-0000000000a1',
  slug: 'new-rules',
  category: 'RULES',
  featured: false,
  status: 'DRAFT',
  ru: { title: 'Новые правила', summary: 'Кратко о правилах', markdown: '## Главное\n\nТекст', html: '<h2>Главное</h2>\n<p>Текст</p>\n' },
  en: { title: '', summary: '', markdown: '', html: '' },
  authorName: 'Редакция Nebo',
  authorPhotoUrl: null,
  imageUrl: null,
  publishedAt: null,
  createdAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
  fromSeed: false,
};

export const aboutPage: AdminPage = {
  slug: 'about',
  ru: { title: 'О платформе', markdown: '**Nebo** — платформа', html: '<p><strong>Nebo</strong> — платформа</p>\n' },
  en: { title: 'About', markdown: '**Nebo** is a platform', html: '<p><strong>Nebo</strong> is a platform</p>\n' },
  updatedAt: '2026-11-20T09:00:00Z',
  fromSeed: true,
};

/** A fake API signed in as the admin. */
export function setupApi(): FakeApi {
  const fake = createFakeApi();
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  return fake;
}

function Where(): ReactElement {
  const location = useLocation();
  const where = location.pathname + location.search;
  return <output data-testid="where">{where}</output>;
}

/** Renders `element` at `path` (a route pattern) entered through `route`, with the address shown in data-testid="where". */
export function renderRoute(path: string, element: ReactElement, route: string, others: Record<string, ReactElement> = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path={path}
        element={
          <>
            {element}
            <Where />
          </>
        }
      />
      {Object.entries(others).map(([other, view]) => (
        <Route
          key={other}
          path={other}
          element={
            <>
              {view}
              <Where />
            </>
          }
        />
      ))}
    </Routes>,
    { route },
  );
}

import type { RouteObject } from 'react-router';
import { CONTENT_PAGE_SLUGS, MARKETPLACE_PAGES, NEWS_PATH, REDIRECT_PATH, TARIFF_PATH } from '../../routing/publicPaths';

/** '/how-to/fly/' → 'how-to/fly' (the route tree's relative paths). */
const relative = (path: string) => path.slice(1, -1);

/**
 * The public site's routes (docs/requirements.md#public-site). Every page is a lazy route: its code and the
 * `public` texts come in chunks of their own, so the home page's first load does not grow with them.
 */
export function publicRoutes(): RouteObject[] {
  return [
    ...Object.entries(CONTENT_PAGE_SLUGS).map(([path, slug]) => ({
      path: relative(path),
      lazy: async () => {
        const { ContentPage } = await import(/* webpackChunkName: "public-content" */ './ContentPage');
        // Keyed by slug: moving between two content pages starts afresh.
        return { element: <ContentPage key={slug} slug={slug} /> };
      },
    })),
    {
      path: relative(NEWS_PATH),
      lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-news" */ './news/NewsListPage')).NewsListPage }),
    },
    {
      path: `${relative(NEWS_PATH)}/:slug`,
      lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-news-item" */ './news/NewsPage')).NewsPage }),
    },
    {
      path: relative(TARIFF_PATH),
      lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-tariff" */ './TariffPage')).TariffPage }),
    },
    {
      path: relative(REDIRECT_PATH),
      lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-redirect" */ './RedirectPage')).RedirectPage }),
    },
    ...MARKETPLACE_PAGES.map((path) => ({
      path: relative(path),
      lazy: async () => {
        const { MarketplacePage } = await import(/* webpackChunkName: "public-marketplace" */ './MarketplacePage');
        return { element: <MarketplacePage key={path} path={path} /> };
      },
    })),
  ];
}

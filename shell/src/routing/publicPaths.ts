/**
 * The public site (docs/requirements.md#public-site): pages the shell renders itself for everyone, signed in
 * or not. Text pages are the backend's content pages (`GET /public/pages/{slug}`), keyed here by their path.
 */
export const CONTENT_PAGE_SLUGS: Readonly<Record<string, string>> = {
  '/about/': 'about',
  '/partners/': 'partners',
  '/requisites/': 'requisites',
  '/politics/': 'politics',
  '/software/': 'software',
  '/acquiring/': 'acquiring',
  '/faq/': 'faq',
  '/flight-rules/': 'flight-rules',
  '/legislation/': 'legislation',
  '/stopped-police/': 'stopped-police',
  '/how-to/': 'how-to',
  '/how-to/ads/': 'how-to-ads',
  '/how-to/find-perfomer/': 'how-to-find-perfomer',
  '/how-to/find-work/': 'how-to-find-work',
  '/how-to/fly/': 'how-to-fly',
  '/how-to/insure/': 'how-to-insure',
  '/success-registration/': 'success-registration',
  '/rubicon/': 'rubicon',
};

/** The news section (the spec names no path for it: ours). An item is `/news/{slug}/`. */
export const NEWS_PATH = '/news/';

/** The three marketplace sections, each a page about it with the way to the configured marketplace. */
export const MARKETPLACE_PAGES = ['/find-ads/', '/find-perfomer/', '/find-work/'] as const;
export type MarketplacePagePath = (typeof MARKETPLACE_PAGES)[number];

export const TARIFF_PATH = '/tariff/';
/** The external-link interstitial (`?url=`). */
export const REDIRECT_PATH = '/redirect/';

/** Every top-level public path (sub-pages such as /how-to/fly/ and /news/{slug}/ sit under one of them). */
export const PUBLIC_PATHS: readonly string[] = [
  ...Object.keys(CONTENT_PAGE_SLUGS).filter((path) => !/^\/how-to\/.+/.test(path)),
  NEWS_PATH,
  TARIFF_PATH,
  REDIRECT_PATH,
  ...MARKETPLACE_PAGES,
];

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.some((prefix) => path.startsWith(prefix));
}

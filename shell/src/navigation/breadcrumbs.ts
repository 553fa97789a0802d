import { localizePath, stripLocale, type Crumb, type Locale } from '@nebo/shared-ui';

/** Stands for an identifier segment (a UUID or a number) in the address patterns below. */
const ID = '{id}';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d+$/;

export function isIdentifier(segment: string): boolean {
  return UUID.test(segment) || NUMBER.test(segment);
}

/**
 * Segments whose name depends on their place (`breadcrumbs.pages.<name>`), by address pattern: a drone's
 * UUID reads "Drone", "new" under /drones/ reads "New drone". Any other word is looked up on its own
 * (`breadcrumbs.segments.<word>`).
 */
export const PAGE_PATTERNS: Readonly<Record<string, string>> = {
  'drones/new': 'droneNew',
  [`drones/${ID}`]: 'drone',
  'flight/new': 'flightNew',
  [`flight/requests/${ID}`]: 'flightRequest',
  'admin/library/models': 'libraryModels',
  'admin/library/models/new': 'libraryModelNew',
  [`admin/library/models/${ID}`]: 'libraryModel',
  [`admin/company-registration-requests/${ID}`]: 'registrationRequest',
  [`agreement/flight-requests/${ID}`]: 'flightRequest',
  'company/flight-requests/new': 'flightNew',
  [`company/flight-requests/${ID}`]: 'flightRequest',
  'company/profile/drones/new': 'droneNew',
  [`company/profile/drones/${ID}`]: 'drone',
  [`company/profile/employees/${ID}`]: 'employee',
  [`insurance/policies/${ID}`]: 'policy',
};

/** Sections whose next segment is an item's slug (a word, not an id): it reads as `breadcrumbs.pages.<name>`. */
export const SLUG_PAGES: Readonly<Record<string, string>> = {
  news: 'newsItem',
};

/**
 * Addresses that are steps of a longer address but no page of their own (the library's model editor lives
 * at /admin/library/models/{id}/edit/ only): their crumbs are text, not links to a "not found" page.
 */
export const NOT_PAGES: ReadonlySet<string> = new Set([
  'admin/library/models',
  `admin/library/models/${ID}`,
  // Only the landing pages of the e-mailed links exist under it (/email-change/confirm/, /undo/).
  'email-change',
]);

/** Where a crumb's text comes from: a translation key, tried in order; `undefined` when none exists. */
export type CrumbLabel = (key: string) => string | undefined;

export interface CrumbTexts {
  home: string;
  /** For the last segment when it cannot be named: never a raw path word. */
  thisPage: string;
}

/**
 * Breadcrumbs from the route's segments, Home first (docs/requirements.md#ui-navigation): '/drones/{uuid}/edit/' →
 * Home › Drones › Drone › Edit. Identifiers are never shown as they are: they read as what they identify,
 * and a segment that cannot be named is left out (the last one reads "This page").
 */
export function breadcrumbsFor(pathname: string, locale: Locale, label: CrumbLabel, texts: CrumbTexts): Crumb[] {
  const neutral = stripLocale(pathname).replace(/[?#].*$/, '');
  const raw = neutral.split('/').filter(Boolean);
  if (raw.length === 0) return [];
  const segments = raw.map(safeDecode);
  const crumbs: Crumb[] = [{ label: texts.home, to: localizePath('/', locale) }];
  const pattern: string[] = [];
  let path = '/';
  segments.forEach((segment, index) => {
    path += `${raw[index]}/`;
    const identifier = isIdentifier(segment);
    pattern.push(identifier ? ID : segment);
    const patternPath = pattern.join('/');
    const page = PAGE_PATTERNS[patternPath] ?? (index === 1 ? SLUG_PAGES[pattern[0]] : undefined);
    const text = (page ? label(`pages.${page}`) : undefined) ?? (identifier ? undefined : label(`segments.${segment}`));
    const last = index === segments.length - 1;
    if (text === undefined && !last) return;
    crumbs.push({ label: text ?? texts.thisPage, ...(NOT_PAGES.has(patternPath) ? {} : { to: localizePath(path, locale) }) });
  });
  return crumbs;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

import { localizePath, stripLocale, type Crumb, type Locale } from '@nebo/shared-ui';

/**
 * Breadcrumbs from the route's segments, Home first (spec §2): '/profile/personal-info/' →
 * Home › Profile › Personal information. Known segments are translated (`breadcrumbs.<segment>`);
 * identifiers (numbers, UUIDs) are shown as they are.
 */
export function breadcrumbsFor(pathname: string, locale: Locale, label: (segment: string) => string | undefined, homeLabel: string): Crumb[] {
  const neutral = stripLocale(pathname).replace(/[?#].*$/, '');
  const segments = neutral.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: homeLabel, to: localizePath('/', locale) }];
  let path = '/';
  for (const segment of segments) {
    path += `${segment}/`;
    const decoded = safeDecode(segment);
    crumbs.push({ label: label(decoded) ?? decoded, to: localizePath(path, locale) });
  }
  return crumbs;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

import type { Locale } from '@nebo/shared-ui';
import { en } from '../i18n/en';
import { ru } from '../i18n/ru';
import { CONTENT_PAGE_SLUGS, MARKETPLACE_PAGES } from '../routing/publicPaths';
import { breadcrumbsFor, isIdentifier, PAGE_PATTERNS, type CrumbLabel } from './breadcrumbs';

const TEXTS = { ru: ru.breadcrumbs, en: en.breadcrumbs } as const;

/** The labels as PageBreadcrumbs reads them: a dotted key under `breadcrumbs`, strings only. */
function labelsIn(locale: Locale): CrumbLabel {
  return (key) => {
    const value = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        TEXTS[locale],
      );
    return typeof value === 'string' ? value : undefined;
  };
}

const crumbs = (path: string, locale: Locale = 'ru') =>
  breadcrumbsFor(path, locale, labelsIn(locale), { home: TEXTS[locale].home, thisPage: TEXTS[locale].thisPage });
const labels = (path: string, locale: Locale = 'ru') => crumbs(path, locale).map((crumb) => crumb.label);

const DRONE = '0b9f6f8e-4a57-4d0c-9a51-3f1a3c1f0e11';
const MODEL = '5d1e2c3b-7a8f-4e6d-9c0b-1a2b3c4d5e6f';

/** Every address of the platform that has a page now (the shell's and the remotes'). */
const PAGES_NOW = [
  '/drones/',
  '/drones/new/',
  `/drones/${DRONE}/`,
  `/drones/${DRONE}/edit/`,
  '/flight/',
  '/flight/new/',
  '/flight/requests/',
  '/admin/',
  '/admin/library/',
  '/admin/library/models/new/',
  `/admin/library/models/${MODEL}/edit/`,
  `/admin/library/models/${MODEL}/copy/`,
  '/map/',
  '/map/route-editor/',
  '/system-versions/',
  // The public site (docs/requirements.md#public-site).
  ...Object.keys(CONTENT_PAGE_SLUGS),
  '/news/',
  '/news/any-article/',
  '/tariff/',
  '/redirect/',
  ...MARKETPLACE_PAGES,
  ...[
    'personal-info',
    'notifications',
    'admitted',
    'payment',
    'payment-info',
    'email',
    'phone',
    'locality',
    'organization',
    'mission-categories',
    'socials',
    'passport',
    'military-ticket',
    'military-identity-card',
    'remote-pilot-license',
    'inn',
    'snils',
  ].map((tab) => `/profile/${tab}/`),
];

describe('breadcrumbsFor', () => {
  it('builds crumbs from segments with Home first, each linking to its address', () => {
    expect(crumbs('/profile/personal-info/')).toEqual([
      { label: 'Главная', to: '/' },
      { label: 'Профиль', to: '/profile/' },
      { label: 'Личные данные', to: '/profile/personal-info/' },
    ]);
  });

  it('names a news item by what it is, not by its slug', () => {
    expect(labels('/en/news/new-rules-2026/', 'en')).toEqual(['Home', 'News', 'Article']);
  });

  it('has no crumbs on the home page', () => {
    expect(crumbs('/en/', 'en')).toEqual([]);
  });

  it('names a drone by what it is, not by its UUID, and keeps the locale prefix in links', () => {
    expect(crumbs(`/en/drones/${DRONE}/edit/`, 'en')).toEqual([
      { label: 'Home', to: '/en/' },
      { label: 'Drones', to: '/en/drones/' },
      { label: 'Drone', to: `/en/drones/${DRONE}/` },
      { label: 'Edit', to: `/en/drones/${DRONE}/edit/` },
    ]);
    expect(labels(`/drones/${DRONE}/`)).toEqual(['Главная', 'Дроны', 'Дрон']);
  });

  it('names "new" by where it stands', () => {
    expect(labels('/drones/new/')).toEqual(['Главная', 'Дроны', 'Регистрация дрона']);
    expect(labels('/flight/new/', 'en')).toEqual(['Home', 'Flights', 'New flight request']);
    expect(labels('/admin/library/models/new/')).toEqual(['Главная', 'Администрирование', 'Библиотека дронов', 'Модели', 'Новая модель']);
  });

  it('shows steps that are no page of their own as text, not as links to a missing page', () => {
    expect(crumbs(`/admin/library/models/${MODEL}/copy/`, 'en')).toEqual([
      { label: 'Home', to: '/en/' },
      { label: 'Administration', to: '/en/admin/' },
      { label: 'Drone library', to: '/en/admin/library/' },
      { label: 'Models' },
      { label: 'Model' },
      { label: 'Copy', to: `/en/admin/library/models/${MODEL}/copy/` },
    ]);
    expect(crumbs('/email-change/undo/')).toEqual([
      { label: 'Главная', to: '/' },
      { label: 'Смена адреса электронной почты' },
      { label: 'Отмена', to: '/email-change/undo/' },
    ]);
  });

  it('reads the map and its route editor', () => {
    expect(labels('/map/route-editor/')).toEqual(['Главная', 'Карта', 'Редактор маршрута']);
    expect(labels('/en/map/route-editor/', 'en')).toEqual(['Home', 'Map', 'Route editor']);
  });

  it('never shows a raw identifier or path word: unknown steps are left out, an unknown last one reads "this page"', () => {
    expect(crumbs('/somewhere/7/else/')).toEqual([
      { label: 'Главная', to: '/' },
      { label: 'Эта страница', to: '/somewhere/7/else/' },
    ]);
    expect(labels(`/drones/${DRONE}/photos/`, 'en')).toEqual(['Home', 'Drones', 'Drone', 'This page']);
  });

  it.each(['ru', 'en'] as const)('gives every page that exists now a readable %s trail', (locale) => {
    for (const path of PAGES_NOW) {
      const segments = path.split('/').filter(Boolean);
      const trail = labels(path, locale);
      expect({ path, count: trail.length }).toEqual({ path, count: segments.length + 1 });
      for (const label of trail) {
        expect({ path, label, raw: segments.includes(label) || isIdentifier(label) || label === TEXTS[locale].thisPage }).toEqual({
          path,
          label,
          raw: false,
        });
      }
    }
  });

  it('has both languages for every name that depends on its place', () => {
    for (const name of Object.values(PAGE_PATTERNS)) {
      expect(labelsIn('ru')(`pages.${name}`)).toBeTruthy();
      expect(labelsIn('en')(`pages.${name}`)).toBeTruthy();
    }
  });

  it('tells identifiers from words', () => {
    expect(isIdentifier(DRONE)).toBe(true);
    expect(isIdentifier('42')).toBe(true);
    expect(isIdentifier('route-editor')).toBe(false);
    expect(isIdentifier('new')).toBe(false);
  });
});

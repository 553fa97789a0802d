import { fakeClaims, fakeSummary } from '@nebo/shared-ui/testing';
import { audienceOf } from './audience';
import { visibleNav } from './filterNav';
import { MAIN_NAV } from './navTable';
import { headerName } from './userName';

const portal = [
  '/drones/',
  '/flight/',
  '/company/',
  '/register-company/',
  '/agreement/',
  '/admin/',
  '/system-versions/',
  '/insurance/',
  '/map/',
];
const hasRouteIn = (prefixes: string[]) => (path: string) => prefixes.some((prefix) => path.startsWith(prefix));
const paths = (groups: ReturnType<typeof visibleNav>) => groups.flatMap((group) => group.links.map((link) => link.path));

describe('headerName', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(headerName(fakeSummary(), undefined)).toBe('Иван П.');
    expect(headerName(fakeSummary({ profilePerson: { firstName: 'Анна', lastName: 'кузнецова' } }), undefined)).toBe('Анна К.');
  });

  it('falls back to the summary names, then the token, then the login', () => {
    expect(headerName(fakeSummary({ profilePerson: null, userName: 'Olga', userLastName: 'Smirnova' }), undefined)).toBe('Olga S.');
    expect(headerName(null, fakeClaims({ given_name: 'Sergey', family_name: 'Volkov' }))).toBe('Sergey V.');
    expect(
      headerName(
        fakeSummary({ profilePerson: null, userName: '', userLastName: null, login: 'new@nebo.local' }),
        fakeClaims({ given_name: '', family_name: '' }),
      ),
    ).toBe('new@nebo.local');
    expect(headerName(fakeSummary({ profilePerson: { firstName: 'Иван', lastName: '' }, userLastName: null }), undefined)).toBe('Иван');
  });
});

describe('audienceOf', () => {
  it('maps the summary scope to the navigation audiences', () => {
    expect(audienceOf(false, [])).toBe('unauthorized');
    expect(audienceOf(true, ['admin'])).toBe('admin');
    expect(audienceOf(true, ['user', 'AUTHORITY'])).toBe('authority');
    expect(audienceOf(true, ['user', 'juridical', 'ADMIN'])).toBe('company');
    expect(audienceOf(true, ['user', 'PILOT'])).toBe('company');
    expect(audienceOf(true, ['user', 'individual'])).toBe('simple');
    expect(audienceOf(true, ['user', 'moderator'])).toBe('simple');
  });
});

describe('visibleNav', () => {
  it('shows an unauthorized visitor the section roots and the users group (the public site: docs/requirements.md#public-site)', () => {
    expect(paths(visibleNav(MAIN_NAV, { audience: 'unauthorized', hasRoute: hasRouteIn(portal) }))).toEqual([
      '/flight/',
      '/insurance/',
      '/map/',
      '/flight-rules/',
      '/legislation/',
      '/stopped-police/',
      '/faq/',
      '/system-versions/',
    ]);
  });

  it('gives company users the users group without the FAQ (P1 §2)', () => {
    const users = visibleNav(MAIN_NAV, { audience: 'company', hasRoute: hasRouteIn(portal) }).find((group) => group.id === 'users');
    expect(users?.links.map((link) => link.path)).toEqual(['/flight-rules/', '/legislation/', '/stopped-police/', '/system-versions/']);
  });

  it('shows a simple user the flight and insurance pages, not the company or admin ones', () => {
    const shown = paths(visibleNav(MAIN_NAV, { audience: 'simple', hasRoute: hasRouteIn(portal) }));
    expect(shown).toEqual(expect.arrayContaining(['/flight/new/', '/flight/requests/', '/insurance/policies/']));
    expect(shown.some((path) => path.startsWith('/company/') || path.startsWith('/admin/') || path.startsWith('/agreement/'))).toBe(false);
  });

  it('shows a company user the business groups only', () => {
    const groups = visibleNav(MAIN_NAV, { audience: 'company', hasRoute: hasRouteIn(portal) });
    expect(groups.map((group) => group.id)).toEqual(['businessFlights', 'businessInsurance', 'map', 'users']);
  });

  it('shows an authority employee the agreement group and not the users group', () => {
    const groups = visibleNav(MAIN_NAV, { audience: 'authority', hasRoute: hasRouteIn(portal) });
    expect(groups.map((group) => group.id)).toEqual(['agreement', 'map']);
    expect(groups[0].links.map((link) => link.path)).toEqual([
      '/agreement/dashboard/',
      '/agreement/flight-requests/',
      '/agreement/authority/',
    ]);
  });

  it('shows the authority area to authority staff only, and on the authority deployment too', () => {
    for (const audience of ['unauthorized', 'simple', 'company', 'admin'] as const) {
      expect(paths(visibleNav(MAIN_NAV, { audience, hasRoute: hasRouteIn(portal) })).some((path) => path.startsWith('/agreement/'))).toBe(
        false,
      );
    }
    const authorityOnly = paths(visibleNav(MAIN_NAV, { audience: 'authority', hasRoute: hasRouteIn(['/agreement/']) }));
    expect(authorityOnly).toEqual(['/agreement/dashboard/', '/agreement/flight-requests/', '/agreement/authority/']);
  });

  it('shows an admin the users group and the admin group', () => {
    expect(paths(visibleNav(MAIN_NAV, { audience: 'admin', hasRoute: hasRouteIn(portal) }))).toEqual([
      '/flight-rules/',
      '/legislation/',
      '/stopped-police/',
      '/faq/',
      '/system-versions/',
      '/admin/library/',
      '/admin/company-registration-requests/',
      '/admin/statistics/',
      '/admin/login-as/',
    ]);
  });

  it('shows a moderator the registration requests, and nothing else of the admin group', () => {
    const groups = visibleNav(MAIN_NAV, { audience: 'simple', hasRoute: hasRouteIn(portal), scope: ['user', 'individual', 'moderator'] });
    expect(groups.find((group) => group.id === 'admin')?.links.map((link) => link.path)).toEqual(['/admin/company-registration-requests/']);
    expect(paths(visibleNav(MAIN_NAV, { audience: 'simple', hasRoute: hasRouteIn(portal), scope: ['user', 'individual'] }))).not.toContain(
      '/admin/company-registration-requests/',
    );
    // Not where the admin remote is missing.
    expect(
      paths(visibleNav(MAIN_NAV, { audience: 'simple', hasRoute: hasRouteIn(['/flight/']), scope: ['user', 'moderator'] })),
    ).not.toContain('/admin/company-registration-requests/');
  });

  it('hides links into remotes this deployment does not have', () => {
    const authorityDeployment = hasRouteIn(['/agreement/']);
    // Only the shell's own public pages are left for a visitor there.
    expect(paths(visibleNav(MAIN_NAV, { audience: 'unauthorized', hasRoute: authorityDeployment }))).toEqual([
      '/flight-rules/',
      '/legislation/',
      '/stopped-police/',
      '/faq/',
    ]);
    expect(paths(visibleNav(MAIN_NAV, { audience: 'authority', hasRoute: authorityDeployment }))).toEqual([
      '/agreement/dashboard/',
      '/agreement/flight-requests/',
      '/agreement/authority/',
    ]);
    const adminDeployment = hasRouteIn(['/admin/', '/system-versions/']);
    expect(visibleNav(MAIN_NAV, { audience: 'admin', hasRoute: adminDeployment }).map((group) => group.id)).toEqual(['users', 'admin']);
  });
});

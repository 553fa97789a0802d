import { fakeSummary } from '@nebo/shared-ui/testing';
import {
  birthdateOf,
  companyMayVisit,
  isCompanyAdminOnly,
  decideRoute,
  isIndividualOnly,
  needsAllowedToFly,
  needsBirthdate,
  needsCurrentSummary,
  requiresSignIn,
  type GuardSummary,
} from './guardRules';

const PILOT_SCOPE = ['user', 'individual'];
const ready = (overrides: Parameters<typeof fakeSummary>[0] = {}): GuardSummary => ({ state: 'ready', summary: fakeSummary(overrides) });
const pilot = (path: string, summary: GuardSummary) =>
  decideRoute({ path, audience: 'simple', hasAdminArea: true, scope: PILOT_SCOPE, summary });

describe('route guards', () => {
  it('forces an admin into /admin/ when the deployment has the admin area', () => {
    expect(decideRoute({ path: '/', audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'redirect', to: '/admin/' });
    expect(decideRoute({ path: '/profile/personal-info/', audience: 'admin', hasAdminArea: true })).toEqual({
      kind: 'redirect',
      to: '/admin/',
    });
    expect(decideRoute({ path: '/admin/library/', audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'allow' });
    expect(decideRoute({ path: '/system-versions/', audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'allow' });
    expect(decideRoute({ path: '/timed-out/', audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'allow' });
  });

  it('lets admins and company users read the public site (docs/requirements.md#public-site)', () => {
    for (const path of ['/faq/', '/news/', '/news/some-item/', '/tariff/', '/how-to/fly/', '/find-work/', '/redirect/']) {
      expect(decideRoute({ path, audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'allow' });
      expect(companyMayVisit(path)).toBe(true);
    }
  });

  it('explains instead of looping when an admin signs in where there is no admin area', () => {
    expect(decideRoute({ path: '/', audience: 'admin', hasAdminArea: false })).toEqual({ kind: 'admin-unavailable' });
    expect(decideRoute({ path: '/admin/', audience: 'admin', hasAdminArea: false })).toEqual({ kind: 'admin-unavailable' });
    expect(decideRoute({ path: '/logging/', audience: 'admin', hasAdminArea: false })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in non-admin opening /admin/ to the 404 page', () => {
    for (const audience of ['simple', 'company', 'authority'] as const) {
      expect(decideRoute({ path: '/admin/', audience, hasAdminArea: true })).toEqual({ kind: 'redirect', to: '/404/' });
      expect(decideRoute({ path: '/admin/statistics/', audience, hasAdminArea: true })).toEqual({ kind: 'redirect', to: '/404/' });
    }
  });

  it('asks a visitor who is not signed in to sign in for the admin area', () => {
    expect(decideRoute({ path: '/admin/', audience: 'unauthorized', hasAdminArea: true })).toEqual({ kind: 'sign-in' });
  });

  it('lets everyone else through', () => {
    expect(decideRoute({ path: '/', audience: 'unauthorized', hasAdminArea: true })).toEqual({ kind: 'allow' });
    expect(decideRoute({ path: '/drones/', audience: 'simple', hasAdminArea: false, scope: PILOT_SCOPE })).toEqual({ kind: 'allow' });
    expect(decideRoute({ path: '/flight/', audience: 'company', hasAdminArea: true, scope: ['user', 'juridical'] })).toEqual({
      kind: 'allow',
    });
    expect(decideRoute({ path: '/administration-news/', audience: 'simple', hasAdminArea: true })).toEqual({ kind: 'allow' });
  });

  it('lets every audience open an authority invitation (the page itself explains signing in)', () => {
    for (const audience of ['unauthorized', 'simple', 'company', 'authority', 'admin'] as const) {
      for (const hasAdminArea of [true, false]) {
        expect(decideRoute({ path: '/employee-invitation/', audience, hasAdminArea, scope: ['user'] })).toEqual({ kind: 'allow' });
      }
    }
  });

  it('asks for sign-in on the profile pages', () => {
    expect(decideRoute({ path: '/profile/personal-info/', audience: 'unauthorized', hasAdminArea: true })).toEqual({ kind: 'sign-in' });
    expect(decideRoute({ path: '/profile/personal-info/', audience: 'simple', hasAdminArea: true })).toEqual({ kind: 'allow' });
  });

  it('opens the landing pages of e-mailed links to everyone, admins and visitors included', () => {
    for (const path of ['/email-change/confirm/', '/email-change/undo/']) {
      for (const audience of ['unauthorized', 'simple', 'company', 'authority', 'admin'] as const) {
        expect(decideRoute({ path, audience, hasAdminArea: true })).toEqual({ kind: 'allow' });
      }
    }
  });

  it('knows which pages need a signed-in user', () => {
    expect(requiresSignIn('/profile/personal-info/')).toBe(true);
    expect(requiresSignIn('/drones/new/')).toBe(true);
    expect(requiresSignIn('/flight/new/')).toBe(true);
    expect(requiresSignIn('/flight/')).toBe(false);
    expect(requiresSignIn('/')).toBe(false);
  });
});

describe('individual pages (docs/requirements.md#ui-route-guards: individual scope, birth date, allowed to fly)', () => {
  it('knows the individual pages and what each needs', () => {
    for (const path of [
      '/drones/',
      '/drones/new/',
      '/drones/0b9f6f8e-4a57-4d0c-9a51-3f1a3c1f0e11/edit/',
      '/flight/new/',
      '/flight/requests/',
      '/flight/requests/7/agreement/',
    ]) {
      expect(isIndividualOnly(path)).toBe(true);
    }
    expect(isIndividualOnly('/flight/')).toBe(false);
    expect(isIndividualOnly('/company/flight-requests/new/')).toBe(false);

    expect(needsBirthdate('/flight/new/')).toBe(true);
    expect(needsBirthdate('/flight/requests/7/')).toBe(true);
    expect(needsBirthdate('/drones/new/')).toBe(false);
    expect(needsAllowedToFly('/flight/new/')).toBe(true);
    expect(needsAllowedToFly('/flight/requests/')).toBe(false);
    expect(needsCurrentSummary('/flight/requests/')).toBe(true);
    expect(needsCurrentSummary('/drones/')).toBe(false);
  });

  it('asks a visitor who is not signed in to sign in', () => {
    expect(decideRoute({ path: '/flight/new/', audience: 'unauthorized', hasAdminArea: true })).toEqual({ kind: 'sign-in' });
    expect(decideRoute({ path: '/drones/', audience: 'unauthorized', hasAdminArea: true })).toEqual({ kind: 'sign-in' });
  });

  it('sends a user without the individual scope home (a company user into the company area)', () => {
    expect(decideRoute({ path: '/drones/', audience: 'company', hasAdminArea: true, scope: ['user', 'juridical', 'ADMIN'] })).toEqual({
      kind: 'redirect',
      to: '/company/',
    });
    expect(
      decideRoute({
        path: '/flight/new/',
        audience: 'authority',
        hasAdminArea: true,
        scope: ['user', 'AUTHORITY'],
        summary: ready({ allowedToFly: true }),
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideRoute({ path: '/flight/requests/', audience: 'simple', hasAdminArea: true, scope: ['user', 'moderator'] })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('decides drone pages from the scope alone, without waiting for the summary', () => {
    expect(pilot('/drones/new/', { state: 'loading' })).toEqual({ kind: 'allow' });
  });

  it('waits for the summary on flight pages, and never guesses when it failed', () => {
    expect(pilot('/flight/new/', { state: 'loading' })).toEqual({ kind: 'loading' });
    expect(pilot('/flight/requests/', { state: 'loading' })).toEqual({ kind: 'loading' });
    expect(pilot('/flight/new/', { state: 'failed' })).toEqual({ kind: 'summary-unavailable' });
  });

  it('sends a user without a birth date to /profile/', () => {
    const noBirthdate = ready({
      userBirthdate: null,
      profilePerson: { firstName: 'Иван', lastName: 'Петров', birthdate: null },
      allowedToFly: false,
    });
    expect(pilot('/flight/new/', noBirthdate)).toEqual({ kind: 'redirect', to: '/profile/' });
    expect(pilot('/flight/requests/', noBirthdate)).toEqual({ kind: 'redirect', to: '/profile/' });
  });

  it('sends a user not allowed to fly to /flight/requests/', () => {
    expect(pilot('/flight/new/', ready({ allowedToFly: false, dronesCount: 0 }))).toEqual({ kind: 'redirect', to: '/flight/requests/' });
    // The list itself stays open, so the redirect cannot loop.
    expect(pilot('/flight/requests/', ready({ allowedToFly: false }))).toEqual({ kind: 'allow' });
  });

  it('lets a pilot who is allowed to fly file a request', () => {
    expect(pilot('/flight/new/', ready({ allowedToFly: true, dronesCount: 1 }))).toEqual({ kind: 'allow' });
  });

  it('reads the birth date from the summary or its person', () => {
    expect(birthdateOf(fakeSummary({ userBirthdate: '1990-03-14' }))).toBe('1990-03-14');
    expect(birthdateOf(fakeSummary({ userBirthdate: null, profilePerson: { birthdate: '1985-01-02' } }))).toBe('1985-01-02');
    expect(birthdateOf(fakeSummary({ userBirthdate: '', profilePerson: null }))).toBeNull();
  });
});

const COMPANY_ADMIN = ['user', 'juridical', 'ADMIN'];
const COMPANY_PILOT = ['user', 'juridical', 'PILOT'];
const company = (path: string, scope: string[] = COMPANY_ADMIN, summary: GuardSummary = ready({ scope })) =>
  decideRoute({ path, audience: 'company', hasAdminArea: true, scope, summary });

describe('company area (P1 §2, issue 14)', () => {
  it('sends a company user outside /company/ into it', () => {
    for (const path of [
      '/',
      '/drones/',
      '/flight/new/',
      '/insurance/',
      '/insurance/policies/',
      '/register-company/',
      '/agreement/dashboard/',
    ]) {
      expect(company(path)).toEqual({ kind: 'redirect', to: '/company/' });
    }
  });

  it('leaves company users where they are in a deployment without the company area', () => {
    expect(decideRoute({ path: '/', audience: 'company', hasAdminArea: false, hasCompanyArea: false, scope: COMPANY_ADMIN })).toEqual({
      kind: 'allow',
    });
  });

  it('keeps the shared pages open to company users: links from e-mails, service and error pages, the personal profile, public information', () => {
    for (const path of [
      '/employee-invitation/',
      '/logging/',
      '/timed-out/',
      '/email-change/confirm/',
      '/sppi-redirect/',
      '/404/',
      '/error/',
      '/profile/',
      '/profile/personal-info/',
      '/map/',
      '/system-versions/',
      '/flight/',
      '/faq/',
      '/legislation/',
    ]) {
      expect(companyMayVisit(path)).toBe(true);
      expect(company(path)).toEqual({ kind: 'allow' });
    }
    expect(companyMayVisit('/flight/requests/')).toBe(false);
  });

  it('sends users who do not work for a company home from /company/, and visitors to sign in', () => {
    expect(
      decideRoute({
        path: '/company/',
        audience: 'simple',
        hasAdminArea: true,
        scope: PILOT_SCOPE,
        summary: ready({ scope: PILOT_SCOPE }),
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(
      decideRoute({
        path: '/company/profile/',
        audience: 'authority',
        hasAdminArea: true,
        scope: ['user', 'AUTHORITY'],
        summary: ready({ scope: ['user', 'AUTHORITY'] }),
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute({ path: '/company/profile/', audience: 'unauthorized', hasAdminArea: true })).toEqual({ kind: 'sign-in' });
    expect(decideRoute({ path: '/company/', audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'redirect', to: '/admin/' });
  });

  it('decides the company area on the summary: waits for it, trusts an older one meanwhile, never guesses', () => {
    expect(needsCurrentSummary('/company/profile/')).toBe(true);
    expect(company('/company/', COMPANY_ADMIN, { state: 'loading' })).toEqual({ kind: 'loading' });
    expect(company('/company/', COMPANY_ADMIN, { state: 'failed' })).toEqual({ kind: 'summary-unavailable' });
    expect(
      decideRoute({
        path: '/company/profile/',
        audience: 'company',
        hasAdminArea: true,
        scope: COMPANY_ADMIN,
        summary: { state: 'loading' },
        knownSummary: fakeSummary({ scope: COMPANY_ADMIN }),
      }),
    ).toEqual({ kind: 'allow' });
    // The token said "simple" but the summary knows the employment: the company page opens.
    expect(
      decideRoute({ path: '/company/', audience: 'simple', hasAdminArea: true, scope: ['user'], summary: ready({ scope: COMPANY_PILOT }) }),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('opens the company admin pages to company admins and managers only, others go back to the profile', () => {
    for (const path of [
      '/company/profile/invites/',
      '/company/profile/invites/new/',
      '/company/profile/edit/',
      '/company/profile/payment/edit/',
      '/company/profile/documents/edit/',
      '/company/profile/drones/new/',
      '/company/profile/drones/5/edit/',
    ]) {
      expect(isCompanyAdminOnly(path)).toBe(true);
      expect(company(path, COMPANY_ADMIN)).toEqual({ kind: 'allow' });
      expect(company(path, ['user', 'juridical', 'MANAGER'])).toEqual({ kind: 'allow' });
      expect(company(path, COMPANY_PILOT)).toEqual({ kind: 'redirect', to: '/company/profile/' });
      expect(company(path, ['user', 'juridical', 'SIGNER'])).toEqual({ kind: 'redirect', to: '/company/profile/' });
    }
    for (const path of [
      '/company/',
      '/company/profile/',
      '/company/profile/employees/',
      '/company/profile/drones/',
      '/company/profile/drones/5/',
    ]) {
      expect(isCompanyAdminOnly(path)).toBe(false);
      expect(company(path, COMPANY_PILOT)).toEqual({ kind: 'allow' });
    }
  });
});

describe('registration review for moderators (issue 14, D2)', () => {
  const moderator = (path: string, hasAdminArea = true) =>
    decideRoute({ path, audience: 'simple', hasAdminArea, scope: ['user', 'individual', 'moderator'] });

  it('lets a moderator open the registration requests and nothing else of /admin/', () => {
    expect(moderator('/admin/company-registration-requests/')).toEqual({ kind: 'allow' });
    expect(moderator('/admin/company-registration-requests/0b9f6f8e-4a57-4d0c-9a51-3f1a3c1f0e11/')).toEqual({ kind: 'allow' });
    expect(moderator('/admin/')).toEqual({ kind: 'redirect', to: '/404/' });
    expect(moderator('/admin/library/')).toEqual({ kind: 'redirect', to: '/404/' });
    expect(moderator('/admin/company-registration-requests/', false)).toEqual({ kind: 'admin-unavailable' });
  });

  it('keeps the requests from other users', () => {
    expect(
      decideRoute({ path: '/admin/company-registration-requests/', audience: 'simple', hasAdminArea: true, scope: PILOT_SCOPE }),
    ).toEqual({
      kind: 'redirect',
      to: '/404/',
    });
    expect(decideRoute({ path: '/admin/company-registration-requests/', audience: 'admin', hasAdminArea: true, scope: ['admin'] })).toEqual(
      {
        kind: 'allow',
      },
    );
  });
});

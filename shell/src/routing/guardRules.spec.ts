import { decideRoute, requiresSignIn } from './guardRules';

describe('route guards', () => {
  it('forces an admin into /admin/ when the deployment has the admin area', () => {
    expect(decideRoute({ path: '/', audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'redirect', to: '/admin/' });
    expect(decideRoute({ path: '/profile/personal-info/', audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'redirect', to: '/admin/' });
    expect(decideRoute({ path: '/admin/library/', audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'allow' });
    expect(decideRoute({ path: '/system-versions/', audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'allow' });
    expect(decideRoute({ path: '/timed-out/', audience: 'admin', hasAdminArea: true })).toEqual({ kind: 'allow' });
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
    expect(decideRoute({ path: '/drones/', audience: 'simple', hasAdminArea: false })).toEqual({ kind: 'allow' });
    expect(decideRoute({ path: '/administration-news/', audience: 'simple', hasAdminArea: true })).toEqual({ kind: 'allow' });
  });

  it('asks for sign-in on the profile pages', () => {
    expect(decideRoute({ path: '/profile/personal-info/', audience: 'unauthorized', hasAdminArea: true })).toEqual({ kind: 'sign-in' });
    expect(decideRoute({ path: '/profile/personal-info/', audience: 'simple', hasAdminArea: true })).toEqual({ kind: 'allow' });
  });

  it('knows which shell pages need a signed-in user', () => {
    expect(requiresSignIn('/profile/personal-info/')).toBe(true);
    expect(requiresSignIn('/')).toBe(false);
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '@nebo/shared-ui';
import { fakeClaims, fakeSummary } from '@nebo/shared-ui/testing';
import { asksToFillProfile, marketplaceUrlFor } from '../navigation/marketplace';
import { portalDeployment, renderInShell } from '../testing/renderInShell';
import { MarketplaceLink } from './MarketplaceLink';

const MARKET = 'https://market.example.ru/';
const deployment = { ...portalDeployment, marketplaceUrl: MARKET };

function signIn(scope: string[], allowedToFly: boolean) {
  act(() => {
    sessionStore.getState().setAuthenticated('token', fakeClaims({ realm_access: { roles: scope } }));
    sessionStore.setState({ summary: fakeSummary({ scope, allowedToFly }), summaryFetchedAt: Date.now() });
  });
}

afterEach(() => act(() => sessionStore.getState().setAnonymous()));

describe('marketplace rules', () => {
  it('show the link to everyone but authority staff, and only when configured', () => {
    expect(marketplaceUrlFor('unauthorized', MARKET)).toBe(MARKET);
    expect(marketplaceUrlFor('company', MARKET)).toBe(MARKET);
    expect(marketplaceUrlFor('authority', MARKET)).toBeNull();
    expect(marketplaceUrlFor('simple', null)).toBeNull();
  });

  it('ask only a pilot whose summary says they may not fly', () => {
    expect(asksToFillProfile('simple', { allowedToFly: false })).toBe(true);
    expect(asksToFillProfile('simple', { allowedToFly: true })).toBe(false);
    expect(asksToFillProfile('simple', null)).toBe(false);
    expect(asksToFillProfile('unauthorized', null)).toBe(false);
    expect(asksToFillProfile('company', { allowedToFly: false })).toBe(false);
  });
});

describe('MarketplaceLink', () => {
  it('is absent when the deployment names no marketplace', () => {
    renderInShell(<MarketplaceLink />, { route: '/' });
    expect(screen.queryByRole('link', { name: /Маркетплейс/ })).toBeNull();
  });

  it('lets a visitor go straight to the marketplace in a new tab', () => {
    renderInShell(<MarketplaceLink />, { route: '/', deployment });
    const link = screen.getByRole('link', { name: 'Маркетплейс (откроется в новой вкладке)' });
    expect(link.getAttribute('href')).toBe(MARKET);
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a pilot who may not fly to fill the profile, with both ways on, in an accessible dialog', () => {
    signIn(['user', 'individual'], false);
    renderInShell(<MarketplaceLink />, { route: '/en/', deployment });
    const link = screen.getByRole('link', { name: 'Marketplace (opens in a new tab)' });
    link.focus();
    fireEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Complete your profile' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const anyway = screen.getByRole('link', { name: 'Go to the marketplace anyway (opens in a new tab)' });
    expect(anyway.getAttribute('href')).toBe(MARKET);
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/en/profile/');
    // Focus moved inside; Escape closes and gives focus back to the link.
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('does not ask a pilot who may fly', () => {
    signIn(['user', 'individual'], true);
    renderInShell(<MarketplaceLink />, { route: '/', deployment });
    fireEvent.click(screen.getByRole('link', { name: /Маркетплейс/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

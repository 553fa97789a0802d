import { screen } from '@testing-library/react';
import { portalDeployment, renderInShell } from '../../testing/renderInShell';
import { MarketplacePage } from './MarketplacePage';

describe('MarketplacePage', () => {
  it('explains the section and links to the configured marketplace', () => {
    renderInShell(<MarketplacePage path="/find-work/" />, {
      route: '/find-work/',
      deployment: { ...portalDeployment, marketplaceUrl: 'https://market.example.ru/' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Найти работу пилотом' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Перейти на маркетплейс/ });
    expect(link.getAttribute('href')).toBe('https://market.example.ru/');
    expect(screen.getByRole('link', { name: 'Как это работает' }).getAttribute('href')).toBe('/how-to/find-work/');
  });

  it('says so when no marketplace is configured', () => {
    renderInShell(<MarketplacePage path="/find-ads/" />, { route: '/en/find-ads/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Drone job listings' })).toBeTruthy();
    expect(screen.getByText('The marketplace is not connected yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open the marketplace/ })).toBeNull();
  });
});

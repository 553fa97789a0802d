import { fireEvent, screen } from '@testing-library/react';
import { readCookie } from '@nebo/shared-ui';
import { LocationProbe, renderInShell } from '../testing/renderInShell';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('links to the same page in the other language, query and hash kept', () => {
    renderInShell(<LanguageSwitcher />, { route: '/profile/personal-info/?tab=2#form' });
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/profile/personal-info/?tab=2#form');
    expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('aria-current')).toBe('true');
  });

  it('switches back to Russian without the /en prefix', () => {
    renderInShell(<LanguageSwitcher />, { route: '/en/drones/42/' });
    expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('href')).toBe('/drones/42/');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('remembers the choice in the locale cookie and navigates', () => {
    renderInShell(
      <>
        <LanguageSwitcher />
        <LocationProbe />
      </>,
      { route: '/profile/personal-info/' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(readCookie('locale')).toBe('en');
    expect(screen.getByTestId('location').textContent).toBe('/en/profile/personal-info/');
  });
});

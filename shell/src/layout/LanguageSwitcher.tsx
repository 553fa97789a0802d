import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LOCALES, rememberLocale, useLocale } from '@nebo/shared-ui';

const List = styled.ul`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 2px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const Choice = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentActive};
  }
`;

/**
 * Русский / English. Each choice links to the same page in that language (path, query and hash
 * kept) and remembers the choice in the `locale` cookie for 365 days.
 */
export function LanguageSwitcher(): ReactElement {
  const { t } = useTranslation('shell');
  const { locale, pathIn } = useLocale();
  return (
    <nav aria-label={t('language.label')}>
      <List>
        {LOCALES.map((target) => (
          <li key={target}>
            <Choice
              to={pathIn(target)}
              lang={target}
              hrefLang={target}
              aria-current={target === locale ? 'true' : undefined}
              onClick={() => rememberLocale(target)}
            >
              {t(`language.${target}`)}
            </Choice>
          </li>
        ))}
      </List>
    </nav>
  );
}

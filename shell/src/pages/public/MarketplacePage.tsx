import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonAnchor, EmptyState, PageHeading, VisuallyHidden, media, useLocale } from '@nebo/shared-ui';
import { useMarketplaceUrl } from '../../layout/MarketplaceLink';
import { usePageTitle } from '../../layout/usePageTitle';
import type { MarketplacePagePath } from '../../routing/publicPaths';
import { PUBLIC_NAMESPACE, registerPublicTranslations } from './publicTranslations';

registerPublicTranslations();

type Section = 'find-ads' | 'find-perfomer' | 'find-work';

/** Each marketplace section's page, and the how-to page that explains it. */
export const MARKETPLACE_SECTIONS: Readonly<Record<MarketplacePagePath, { section: Section; howTo: string }>> = {
  '/find-ads/': { section: 'find-ads', howTo: '/how-to/ads/' },
  '/find-perfomer/': { section: 'find-perfomer', howTo: '/how-to/find-perfomer/' },
  '/find-work/': { section: 'find-work', howTo: '/how-to/find-work/' },
};

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.spacing(10)};
  }
`;

const Points = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: point;
  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    counter-increment: point;
    display: flex;
    gap: ${({ theme }) => theme.spacing(3)};
    align-items: flex-start;
  }
  li::before {
    content: counter(point);
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentActive};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const HowLink = styled(Link)`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const POINTS = ['one', 'two', 'three'] as const;

/** /find-ads/, /find-perfomer/, /find-work/: what the marketplace section is, and the way to it (or why there is none). */
export function MarketplacePage({ path }: { path: MarketplacePagePath }): ReactElement {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { localize } = useLocale();
  const url = useMarketplaceUrl();
  const { section, howTo } = MARKETPLACE_SECTIONS[path];
  const key = `marketplace.pages.${section}`;
  usePageTitle(t(`${key}.title`));
  const how = <HowLink to={localize(howTo)}>{t('marketplace.howTo')}</HowLink>;

  return (
    <>
      <PageHeading title={t(`${key}.title`)} description={t(`${key}.lead`)} />
      {url ? (
        <Panel aria-label={t(`${key}.title`)}>
          <Points>
            {POINTS.map((point) => (
              <li key={point}>{t(`${key}.points.${point}`)}</li>
            ))}
          </Points>
          <Actions>
            <ButtonAnchor href={url} target="_blank" rel="noopener noreferrer" $size="lg">
              {t('marketplace.goTo')}
              <VisuallyHidden>{t('marketplace.newTab')}</VisuallyHidden>
            </ButtonAnchor>
            {how}
          </Actions>
        </Panel>
      ) : (
        <EmptyState title={t('marketplace.notConfiguredTitle')} description={t('marketplace.notConfiguredText')} action={how} />
      )}
    </>
  );
}

export default MarketplacePage;

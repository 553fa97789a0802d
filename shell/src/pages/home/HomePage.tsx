import { Suspense, lazy, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink, Container, media, useLocale, useSession } from '@nebo/shared-ui';
import { useDeployment } from '../../federation';
import { usePageTitle } from '../../layout/usePageTitle';
import { AUDIENCE_CARDS, STEPS } from './homeContent';
import { QuietBoundary } from './QuietBoundary';
import { SkyIllustration } from './SkyIllustration';

// The latest news is a chunk of its own (with the public site's texts): the home page's first load stays as it was.
const LatestNews = lazy(() => import(/* webpackChunkName: "public-latest-news" */ '../public/news/LatestNews'));

const Hero = styled.section`
  padding: ${({ theme }) => theme.spacing(8, 0, 12)};
  ${media.up('lg')} {
    padding: ${({ theme }) => theme.spacing(14, 0, 16)};
  }
`;

const HeroGrid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing(8)};
  align-items: center;
  ${media.up('lg')} {
    grid-template-columns: 1.15fr 1fr;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h1`
  font-size: 32px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: -0.02em;
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.typography.size.display};
  }
  ${media.up('xl')} {
    font-size: 46px;
  }
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.spacing(4, 0, 0)};
  max-width: 58ch;
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(8)};
`;

const Illustration = styled.div`
  display: none;
  ${media.up('md')} {
    display: block;
  }
`;

const Band = styled.section<{ $tinted?: boolean }>`
  padding: ${({ theme }) => theme.spacing(12, 0)};
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : 'transparent')};
  border-top: ${({ theme, $tinted }) => ($tinted ? `1px solid ${theme.colors.border}` : '0')};
  border-bottom: ${({ theme, $tinted }) => ($tinted ? `1px solid ${theme.colors.border}` : '0')};
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.typography.size.xxl};
  letter-spacing: -0.01em;
`;

const SectionLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(8)};
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  }
`;

const AudienceCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: auto 0 0;
    padding: ${({ theme }) => theme.spacing(3, 0, 0)};
    list-style: none;
  }
  a {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a::after {
    content: ' \\2192';
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Step = styled.li`
  counter-increment: step;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentActive};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const MapBand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(120deg, #0f5f9e, ${({ theme }) => theme.colors.accent});
  color: #ffffff;
  h2 {
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }
  p {
    margin: ${({ theme }) => theme.spacing(2, 0, 0)};
    max-width: 62ch;
    color: #e3f1fc;
  }
  ${media.up('md')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const MapWrap = styled.section`
  padding: ${({ theme }) => theme.spacing(12, 0)};
`;

const OnDark = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 24px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
  color: ${({ theme }) => theme.colors.accentActive};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.accentActive};
    background: #e3f1fc;
  }
`;

/**
 * The home page: what Nebo is, for whom, how a flight gets agreed, and where to start. Sections
 * and links follow the deployment, so the authority and admin portals show only what they have.
 */
export function HomePage(): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const { hasRoute } = useDeployment();
  const status = useSession((state) => state.status);
  const actions = useSession((state) => state.actions);
  usePageTitle(undefined);

  const cards = AUDIENCE_CARDS.map((card) => ({ ...card, links: card.links.filter((link) => hasRoute(link.path)) })).filter(
    (card) => card.links.length > 0,
  );
  const hasMap = hasRoute('/map/');

  return (
    <>
      <Hero aria-labelledby="home-title">
        <HeroGrid>
          <div>
            <Eyebrow>{t('home.eyebrow')}</Eyebrow>
            <Title id="home-title">{t('home.title')}</Title>
            <Lead>{t('home.lead')}</Lead>
            <Actions>
              {status === 'authenticated' ? (
                <ButtonLink to={localize('/profile/')} $size="lg">
                  {t('home.toProfile')}
                </ButtonLink>
              ) : (
                <>
                  <Button $size="lg" onClick={() => void actions.login()}>
                    {t('home.signIn')}
                  </Button>
                  <Button $size="lg" $variant="secondary" onClick={() => void actions.register()}>
                    {t('home.register')}
                  </Button>
                </>
              )}
              {hasMap ? (
                <ButtonLink to={localize('/map/')} $size="lg" $variant="ghost">
                  {t('home.openMap')}
                </ButtonLink>
              ) : null}
            </Actions>
          </div>
          <Illustration>
            <SkyIllustration title={t('home.illustration')} />
          </Illustration>
        </HeroGrid>
      </Hero>

      {cards.length > 0 ? (
        <Band $tinted aria-labelledby="home-audiences">
          <Container>
            <SectionTitle id="home-audiences">{t('home.audiences.title')}</SectionTitle>
            <SectionLead>{t('home.audiences.lead')}</SectionLead>
            <Cards>
              {cards.map((card) => (
                <AudienceCard key={card.id}>
                  <h3>{t(`home.audiences.${card.id}.title`)}</h3>
                  <p>{t(`home.audiences.${card.id}.text`)}</p>
                  <ul>
                    {card.links.map((link) => (
                      <li key={link.path}>
                        <Link to={localize(link.path)}>{t(link.labelKey)}</Link>
                      </li>
                    ))}
                  </ul>
                </AudienceCard>
              ))}
            </Cards>
          </Container>
        </Band>
      ) : null}

      <Band aria-labelledby="home-steps">
        <Container>
          <SectionTitle id="home-steps">{t('home.steps.title')}</SectionTitle>
          <SectionLead>{t('home.steps.lead')}</SectionLead>
          <Steps>
            {STEPS.map((step) => (
              <Step key={step}>
                <h3>{t(`home.steps.${step}.title`)}</h3>
                <p>{t(`home.steps.${step}.text`)}</p>
              </Step>
            ))}
          </Steps>
        </Container>
      </Band>

      <QuietBoundary>
        <Suspense fallback={null}>
          <LatestNews />
        </Suspense>
      </QuietBoundary>

      {hasMap ? (
        <MapWrap aria-labelledby="home-map">
          <Container>
            <MapBand>
              <div>
                <h2 id="home-map">{t('home.map.title')}</h2>
                <p>{t('home.map.text')}</p>
              </div>
              <OnDark to={localize('/map/')}>{t('home.openMap')}</OnDark>
            </MapBand>
          </Container>
        </MapWrap>
      ) : null}
    </>
  );
}

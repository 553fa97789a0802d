import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Container, Spinner, useLocale } from '@nebo/shared-ui';
import { NEWS_PATH } from '../../../routing/publicPaths';
import { LATEST_NEWS_SIZE, fetchNews, publicKeys } from '../publicApi';
import { PUBLIC_NAMESPACE, registerPublicTranslations } from '../publicTranslations';
import { NewsCard } from './NewsCard';
import { NewsGrid } from './NewsListPage';

registerPublicTranslations();

const Band = styled.section`
  padding: ${({ theme }) => theme.spacing(12, 0)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(8)};
  h2 {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.typography.size.xxl};
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const All = styled(Link)`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-decoration: none;
  white-space: nowrap;
  &::after {
    content: '\\00a0\\2192';
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The home page's latest news (issue 16): a lazy chunk of its own, so the home page's first load does not
 * carry it. Nothing published yet → the band is left out; a failure says so quietly, the page goes on.
 */
export function LatestNews(): ReactElement | null {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { locale, localize } = useLocale();
  const request = { locale, page: 0, size: LATEST_NEWS_SIZE };
  const news = useQuery({ queryKey: publicKeys.news(request), queryFn: () => fetchNews(request) });
  if (news.isSuccess && news.data.data.length === 0) return null;

  return (
    <Band aria-labelledby="home-news">
      <Container>
        <Head>
          <div>
            <h2 id="home-news">{t('news.latestTitle')}</h2>
            <p>{t('news.latestLead')}</p>
          </div>
          <All to={localize(NEWS_PATH)}>{t('news.allNews')}</All>
        </Head>
        {news.isPending ? <Spinner label={t('news.loading')} /> : null}
        {news.isError ? <Quiet role="status">{t('news.latestError')}</Quiet> : null}
        {news.isSuccess ? (
          <NewsGrid>
            {news.data.data.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} headingLevel={3} />
              </li>
            ))}
          </NewsGrid>
        ) : null}
      </Container>
    </Band>
  );
}

export default LatestNews;

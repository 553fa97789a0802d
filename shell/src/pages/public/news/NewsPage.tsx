import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { QueryBoundary, media, useLocale } from '@nebo/shared-ui';
import { usePageTitle } from '../../../layout/usePageTitle';
import { NEWS_PATH } from '../../../routing/publicPaths';
import { HtmlArticle } from '../HtmlArticle';
import { fetchNewsItem, isNotFound, publicKeys } from '../publicApi';
import { PublicNotFound } from '../PublicStates';
import { PUBLIC_NAMESPACE, registerPublicTranslations } from '../publicTranslations';
import { AuthorLine } from './NewsCard';

registerPublicTranslations();

const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  max-width: 860px;
`;

const Back = styled(Link)`
  align-self: flex-start;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-decoration: none;
  &::before {
    content: '\\2190\\00a0';
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Category = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  letter-spacing: -0.01em;
  ${media.up('md')} {
    font-size: 36px;
  }
`;

const Figure = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    max-height: 480px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Text = styled.div`
  padding: ${({ theme }) => theme.spacing(6, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.spacing(8, 10)};
  }
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;

/** /news/{slug}/: the category, the title as h1, date and author, the picture, the text. */
export function NewsPage(): ReactElement {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { locale, localize } = useLocale();
  const { slug = '' } = useParams();
  const query = useQuery({ queryKey: publicKeys.newsItem(locale, slug), queryFn: () => fetchNewsItem(locale, slug) });
  usePageTitle(query.data?.title ?? t('news.title'));
  const back = <Back to={localize(NEWS_PATH)}>{t('news.back')}</Back>;

  return (
    <QueryBoundary
      query={query}
      loadingLabel={t('news.itemLoading')}
      errorTitle={t('news.itemError')}
      renderError={(error) =>
        isNotFound(error) ? (
          <>
            <Heading>{t('news.notFoundTitle')}</Heading>
            <PublicNotFound text={t('news.notFoundText')} backTo={NEWS_PATH} backLabel={t('news.back')} />
          </>
        ) : null
      }
    >
      {(item) => (
        <Page aria-labelledby="news-title">
          {back}
          <header>
            <Category>{item.category.name}</Category>
            <Title id="news-title">{item.title}</Title>
            <AuthorLine item={item} />
          </header>
          {item.imageUrl ? (
            <Figure>
              <img src={item.imageUrl} alt="" />
            </Figure>
          ) : null}
          <Text>
            <HtmlArticle html={item.html} />
          </Text>
        </Page>
      )}
    </QueryBoundary>
  );
}

export default NewsPage;

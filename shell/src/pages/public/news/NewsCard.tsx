import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { formatDate, media, useLocale } from '@nebo/shared-ui';
import { NEWS_PATH } from '../../../routing/publicPaths';
import type { NewsSummary } from '../publicApi';
import { PUBLIC_NAMESPACE } from '../publicTranslations';

export const newsPath = (slug: string) => `${NEWS_PATH}${encodeURIComponent(slug)}/`;

const Card = styled.article<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: box-shadow ${({ theme }) => theme.motion.normal};
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  ${({ $featured }) =>
    $featured &&
    css`
      ${media.up('md')} {
        display: grid;
        grid-template-columns: 1.2fr 1fr;
      }
    `}
`;

const Picture = styled.div<{ $featured: boolean }>`
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, #d7ecfb 0%, #7cc4f4 55%, #1583d6 100%);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${({ $featured }) =>
    $featured &&
    css`
      ${media.up('md')} {
        aspect-ratio: auto;
        min-height: 320px;
      }
    `}
`;

const Body = styled.div<{ $featured: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme, $featured }) => ($featured ? theme.spacing(6) : theme.spacing(5))};
  ${media.up('md')} {
    padding: ${({ theme, $featured }) => ($featured ? theme.spacing(10) : theme.spacing(5))};
  }
`;

const Labels = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
`;

const Label = styled.span<{ $strong?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $strong }) => ($strong ? theme.colors.accent : theme.colors.accentSoft)};
  color: ${({ theme, $strong }) => ($strong ? theme.colors.accentText : theme.colors.accentActive)};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Title = styled.h2<{ $featured: boolean }>`
  font-size: ${({ theme, $featured }) => ($featured ? theme.typography.size.xl : theme.typography.size.lg)};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  ${media.up('md')} {
    font-size: ${({ theme, $featured }) => ($featured ? theme.typography.size.xxl : theme.typography.size.lg)};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  /* The whole card is the link's target; the link keeps the heading's text as its name. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accentActive};
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Author = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Avatar = styled.img`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  object-fit: cover;
`;

export function AuthorLine({ item }: { item: NewsSummary }): ReactElement {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <Byline>
      <time dateTime={item.publishedAt}>{t('news.published', { date: formatDate(item.publishedAt) })}</time>
      {item.author?.name ? (
        <Author>
          {item.author.photoUrl ? <Avatar src={item.author.photoUrl} alt="" /> : null}
          {/* Its own element: the byline reads "Автор: …" to assistive technology without the picture's gap. */}
          <span>{t('news.author', { name: item.author.name })}</span>
        </Author>
      ) : null}
    </Byline>
  );
}

/** One news item in a list: a full-width variant for the featured one (P1 §5, "news item"). */
export function NewsCard({
  item,
  featured = false,
  headingLevel = 2,
}: {
  item: NewsSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}): ReactElement {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { localize } = useLocale();
  return (
    <Card $featured={featured}>
      <Picture $featured={featured}>{item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" /> : null}</Picture>
      <Body $featured={featured}>
        <Labels>
          {featured ? <Label $strong>{t('news.featured')}</Label> : null}
          <Label>{item.category.name}</Label>
        </Labels>
        <Title as={headingLevel === 3 ? 'h3' : 'h2'} $featured={featured}>
          <Link to={localize(newsPath(item.slug))}>{item.title}</Link>
        </Title>
        {item.summary ? <Summary>{item.summary}</Summary> : null}
        <AuthorLine item={item} />
      </Body>
    </Card>
  );
}

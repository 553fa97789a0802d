import type { MouseEvent, ReactElement } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { stripLocale, useLocale } from '@nebo/shared-ui';
import { REDIRECT_PATH } from '../../routing/publicPaths';

const Article = styled.div`
  max-width: 76ch;
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: 1.65;
  overflow-wrap: anywhere;
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => theme.spacing(8, 0, 3)};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    letter-spacing: -0.01em;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  h4 {
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  figure {
    margin: ${({ theme }) => theme.spacing(0, 0, 4)};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.spacing(6)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.spacing(1)};
  }
  a {
    color: ${({ theme }) => theme.colors.accentActive};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  blockquote {
    padding: ${({ theme }) => theme.spacing(3, 4)};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  /* A wide table scrolls inside itself, never the page. */
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    margin: ${({ theme }) => theme.spacing(0, 0, 5)};
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.typography.size.sm};
    overflow-wrap: normal;
  }
  caption {
    padding-bottom: ${({ theme }) => theme.spacing(2)};
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  hr {
    margin: ${({ theme }) => theme.spacing(8, 0)};
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** An address of this site (kept in the app) or another one (sent through the /redirect/ interstitial). */
function targetOf(anchor: HTMLAnchorElement): { internal: string; rest: string } | { external: string } | null {
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#') || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === window.location.origin) return { internal: url.pathname, rest: `${url.search}${url.hash}` };
  return { external: url.href };
}

/**
 * The ONE place the public site renders HTML it did not build itself: the content module's pages and news
 * (docs/requirements.md#public-site). This is safe because the backend sanitises `html` before it is
 * stored and served (an allow-list of text tags; no scripts, event attributes, styles or javascript: URLs),
 * and nothing typed by a visitor ever reaches it. Do not pass anything else here.
 * Links to this site stay in the app (in the reader's language); links elsewhere go through the /redirect/ page first.
 */
export function HtmlArticle({ html, className }: { html: string; className?: string }): ReactElement {
  const navigate = useNavigate();
  const { localize } = useLocale();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    const target = targetOf(anchor);
    if (!target) return;
    event.preventDefault();
    // A link written for one language opens the page in the reader's language.
    if ('internal' in target) navigate(`${localize(stripLocale(target.internal))}${target.rest}`);
    else navigate(`${localize(REDIRECT_PATH)}?url=${encodeURIComponent(target.external)}`);
  };
  // Safe only because the server sanitised it (see above).
  return <Article className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

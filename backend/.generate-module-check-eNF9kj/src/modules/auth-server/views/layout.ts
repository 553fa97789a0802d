import { REALM_PATH } from '../auth-server.constants';
import { html, type SafeHtml } from './html';
import { LOCALES, messagesFor, type Locale } from './messages';
import { STYLESHEET_VERSION } from './stylesheet';

export const STYLESHEET_PATH = '/resources/auth.css';

export interface PageOptions {
  locale: Locale;
  title: string;
  body: SafeHtml;
  /** Link for each language; omitted when the page cannot be reloaded in another language. */
  languageLinks?: Record<Locale, string>;
  /** Show the two-panel layout with the product's promise next to the card (sign-in and registration). */
  withHero?: boolean;
}

const LOGO = html`<svg class="brand-mark" width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
  <rect width="34" height="34" rx="9" fill="#0b6fc1"/>
  <path d="M7 21.5c3.8-6.9 10-10.6 20-11-5.6 2.4-9.4 6-11.4 12.6l-3-4.2z" fill="#ffffff"/>
  <circle cx="24.5" cy="23.5" r="2.5" fill="#cfe6fa"/>
</svg>`;

export function renderPage({ locale, title, body, languageLinks, withHero = false }: PageOptions): string {
  const t = messagesFor(locale);
  const languageNav = languageLinks
    ? html`<nav class="lang" aria-label="${t.languageNav}">
        ${LOCALES.map(
          (code) => html`<a href="${languageLinks[code]}" lang="${code}" hreflang="${code}"
            aria-current="${code === locale ? 'true' : 'false'}">${code.toUpperCase()}</a>`,
        )}
      </nav>`
    : undefined;
  const hero = withHero
    ? html`<div class="hero">
        <p class="hero-title">${t.heroTitle}</p>
        <ul>${t.heroPoints.map((point) => html`<li>${point}</li>`)}</ul>
      </div>`
    : undefined;

  return html`<!doctype html>
<html lang="${locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex, nofollow">
  <title>${title} — ${t.htmlTitleSuffix}</title>
  <link rel="stylesheet" href="${REALM_PATH}${STYLESHEET_PATH}?v=${STYLESHEET_VERSION}">
</head>
<body>
  <div class="page">
    <header class="topbar">
      <span class="brand">${LOGO}<span class="brand-name">Nebo</span><span class="brand-tagline">${t.tagline}</span></span>
      ${languageNav}
    </header>
    <main class="main">
      <div class="layout${withHero ? ' layout-hero' : ''}">
        ${hero}
        <section class="card" aria-labelledby="page-title">${body}</section>
      </div>
    </main>
    <footer class="footer">${t.footer}</footer>
  </div>
</body>
</html>`.value;
}

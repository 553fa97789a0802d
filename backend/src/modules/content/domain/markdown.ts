import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown written by the admin (or shipped in the seeds) as HTML a public page may insert as is
 * (docs/requirements.md#content). Two layers, so that one mistake does not open the page to scripts:
 * markdown-it escapes raw HTML (`html: false`) and refuses `javascript:`/`vbscript:`/`file:`/`data:` link
 * targets itself; sanitize-html then keeps only the allow-list below, whatever markdown-it produced.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'em',
  'strong',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Only web and mail links: `javascript:`, `data:`, `vbscript:` and any other scheme are dropped. */
const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
  },
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A forbidden element goes with its text inside (a <script>'s code must not surface as text either).
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: { a: linkAttributes },
};

/** Links that leave the platform open in a new tab without handing it `window.opener` or the referrer. */
function linkAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href ?? '';
  const attributes: sanitizeHtml.Attributes = { href };
  if (attribs.title) attributes.title = attribs.title;
  if (/^https?:\/\//i.test(href)) {
    attributes.rel = 'noopener noreferrer';
    attributes.target = '_blank';
  }
  return { tagName, attribs: attributes };
}

/** The second layer alone: HTML reduced to the allow-list (exported to prove it on hostile HTML). */
export function sanitizeRenderedHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Sanitised HTML of a Markdown text; an empty text is an empty string. */
export function renderMarkdown(text: string): string {
  if (text.trim() === '') return '';
  return sanitizeRenderedHtml(markdown.render(text));
}

import { renderMarkdown, sanitizeRenderedHtml } from './markdown';

/** docs/requirements.md#content: hostile Markdown renders inert. */
describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis, tables and links', () => {
    const html = renderMarkdown(
      '# Title\n\n- **one**\n- _two_\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n[ФП ИВП](http://publication.pravo.gov.ru/)',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<li><strong>one</strong></li>');
    expect(html).toContain('<em>two</em>');
    // No style attribute survives, markdown-it's column alignment included.
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('<a href="http://publication.pravo.gov.ru/" rel="noopener noreferrer" target="_blank">ФП ИВП</a>');
  });

  it('keeps an internal link in the same tab, without rel', () => {
    expect(renderMarkdown('[FAQ](/faq/)')).toBe('<p><a href="/faq/">FAQ</a></p>\n');
  });

  it('shows raw <script> and <iframe> as text, never as elements', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\nText');
    expect(html).not.toMatch(/<script|<iframe/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<p>Text</p>');
  });

  it('drops javascript:, vbscript: and data: link and image targets, in any case and with entities', () => {
    const hostile = [
      '[a](javascript:alert(1))',
      '[b](JaVaScRiPt:alert(1))',
      '[c](&#106;avascript:alert(1))',
      '[d](vbscript:msgbox(1))',
      '[e](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![f](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
      '![g](javascript:alert(1))',
      '<javascript:alert(1)>',
    ].join('\n\n');
    const html = renderMarkdown(hostile);
    // markdown-it refuses these targets and leaves the source as text: no element carries them.
    expect(html).not.toMatch(/<a |<img /i);
    expect(html).toContain('<p>[a](javascript:alert(1))</p>');
  });

  it('removes event handler attributes and unknown tags even from HTML that reaches the sanitiser', () => {
    // Inline HTML is escaped by markdown-it; an autolinked URL carrying quotes must not break out of href.
    const html = renderMarkdown('<img src=x onerror=alert(1)>\n\nhttps://example.com/"onmouseover="alert(1)');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/\sonmouseover=/i);
  });

  it('keeps https images with their alt text and drops their other attributes', () => {
    expect(renderMarkdown('![Дрон](https://example.com/drone.png "Фото")')).toBe(
      '<p><img src="https://example.com/drone.png" alt="Дрон" title="Фото" /></p>\n',
    );
  });

  it('the sanitiser alone strips scripts, frames, handlers and dangerous URLs from hostile HTML', () => {
    const html = sanitizeRenderedHtml(
      [
        '<p onclick="alert(1)">Hi<script>alert(1)</script></p>',
        '<iframe src="https://evil.example">frame text</iframe>',
        '<a href="javascript:alert(1)">js</a>',
        '<a href=" JAVASCRIPT:alert(1)">js2</a>',
        '<a href="data:text/html,<script>alert(1)</script>">data</a>',
        '<img src="data:image/png;base64,AAAA" onerror="alert(1)">',
        '<a href="//evil.example/x">protocol-relative</a>',
        '<a href="https://example.com" target="_self" onmouseover="x()">ok</a>',
        '<svg><script>alert(1)</script></svg><object data="x.swf"></object><style>body{}</style>',
        '<td style="background:url(javascript:alert(1));text-align:center">c</td>',
      ].join(''),
    );
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<style|onclick|onerror|onmouseover|javascript:|data:|frame text|alert/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<a>js</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a>');
    expect(html).not.toContain('//evil.example');
  });

  it('answers an empty string for an empty text', () => {
    expect(renderMarkdown('  \n ')).toBe('');
  });
});

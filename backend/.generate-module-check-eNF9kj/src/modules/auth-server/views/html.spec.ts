import { html } from './html';

describe('html template', () => {
  it('escapes interpolated text, including attribute quotes', () => {
    const name = '"><script>alert(1)</script>';
    expect(html`<input value="${name}">`.value).toBe('<input value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
  });

  it('keeps nested templates as markup and renders lists and empty values', () => {
    const items = ['a&b', 'c'];
    const hidden = false;
    expect(html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>${hidden && html`<p>x</p>`}${undefined}`.value).toBe(
      '<ul><li>a&amp;b</li><li>c</li></ul>',
    );
  });
});

import { parseFrontMatter } from './front-matter';

describe('parseFrontMatter', () => {
  it('reads the header lines and the body', () => {
    const doc = parseFrontMatter('---\ntitle: "Правила: кратко"\ncategory: RULES\n# a comment\nfeatured: true\n---\n\n# Body\n\ntext\n');
    expect(doc.attributes).toEqual({ title: 'Правила: кратко', category: 'RULES', featured: 'true' });
    expect(doc.body).toBe('# Body\n\ntext');
  });

  it('treats a file without a header as body only', () => {
    expect(parseFrontMatter('Just text\n')).toEqual({ attributes: {}, body: 'Just text' });
  });

  it('refuses a header line that is not key: value', () => {
    expect(() => parseFrontMatter('---\nnot a pair\n---\nx')).toThrow('front matter line');
  });
});

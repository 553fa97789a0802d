import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SLUG_PATTERN } from '../domain/content-vocabulary';
import { type FrontMatterDocument, parseFrontMatter } from '../domain/front-matter';

/** One seeded item: its Russian and English files, and the hash of both (what the seed compares). */
export interface SeedSource {
  slug: string;
  ru: FrontMatterDocument;
  en: FrontMatterDocument;
  hash: string;
}

/**
 * Reads `<dir>/<slug>.ru.md` with its `<slug>.en.md`, sorted by slug. A slug without its Russian file, or a
 * file name that is not a valid slug, is a mistake in the repository and stops the seed loudly.
 */
export function readSeedSources(dir: string): SeedSource[] {
  const names = readdirSync(dir).filter((name) => name.endsWith('.md'));
  const slugs = [...new Set(names.map((name) => name.replace(/\.(ru|en)\.md$/, '')))].sort();
  return slugs.map((slug) => {
    if (!SLUG_PATTERN.test(slug)) throw new Error(`content seed ${dir}/${slug}: not a slug (name files <slug>.ru.md / <slug>.en.md)`);
    const ruText = read(dir, `${slug}.ru.md`);
    if (ruText === null) throw new Error(`content seed ${dir}/${slug}: ${slug}.ru.md is missing`);
    const enText = read(dir, `${slug}.en.md`) ?? '';
    return {
      slug,
      ru: parseFrontMatter(ruText),
      en: parseFrontMatter(enText),
      hash: createHash('sha256').update(ruText).update('\0').update(enText).digest('hex'),
    };
  });
}

function read(dir: string, name: string): string | null {
  try {
    return readFileSync(path.join(dir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A header value the seed cannot do without. */
export function required(source: SeedSource, key: string): string {
  const value = source.ru.attributes[key];
  if (!value) throw new Error(`content seed ${source.slug}.ru.md: "${key}" is missing from its header`);
  return value;
}

import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * src/types.ts is what other remotes type-check against (`@nebo/mfe-map/types`). It must stay a set of
 * type-only leaf files: if it reached the editor or the map, every consumer's type-check would compile
 * this remote's implementation (OpenLayers code, its i18n, its styles) as its own.
 */
const PUBLISHED = ['types.ts', 'geo/types.ts', 'editor/routeEditorProps.ts', 'map/mapViewProps.ts', 'exposed/contractVersions.ts'];

const SPECIFIERS = /(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function specifiersOf(file: string): { typeOnly: boolean; specifier: string }[] {
  const source = readFileSync(join(__dirname, file), 'utf8');
  return [...source.matchAll(SPECIFIERS)].map((match) => ({ typeOnly: Boolean(match[1]), specifier: match[2] ?? '' }));
}

describe('the published declarations (src/types.ts)', () => {
  it.each(PUBLISHED)('%s reaches only other published files', (file) => {
    for (const { specifier } of specifiersOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(__dirname, resolve(dirname(join(__dirname, file)), specifier))
        .split('\\')
        .join('/');
      expect(PUBLISHED).toContain(`${target}.ts`);
    }
  });

  it('types.ts re-exports types only', () => {
    const statements = specifiersOf('types.ts');
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((statement) => !statement.typeOnly)).toEqual([]);
  });
});

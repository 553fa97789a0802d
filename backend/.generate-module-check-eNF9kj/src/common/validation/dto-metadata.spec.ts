import { readdirSync } from 'node:fs';
import path from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { IS_BOUNDED_INT } from './is-bounded-int.decorator';

/** class-validator's record of one decorator on one property (the class itself is not exported by name). */
type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

/**
 * Rules every DTO of the backend follows, checked on class-validator's metadata so that a new DTO cannot
 * forget them (each one, forgotten, was a 500 from PostgreSQL or from a service reading fields):
 * - integers use IsBoundedInt, never IsInt (which lets 1e308 through);
 * - other numbers (IsNumber) carry both Min and Max;
 * - ValidateNested comes with IsObject (NestedObject / NestedObjectList), or an array or undefined passes.
 * Every DTO file is loaded: `*.dto.ts` and the files of `dtos/` folders under src.
 */
const SRC = path.resolve(__dirname, '../..');

function dtoFiles(): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !/\.(integration-)?spec\.ts$/.test(file))
    .filter((file) => file.endsWith('.dto.ts') || file.split(path.sep).includes('dtos'))
    .map((file) => path.join(SRC, file));
}

function allMetadata(): ValidationMetadata[] {
  // class-validator keeps its registry in a global, filled as decorated classes load.
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationMetadata[]> };
  return [...storage.validationMetadatas.values()].flat();
}

/** "Class.property" for every property that has a constraint matching `test`. */
function propertiesWith(metadata: ValidationMetadata[], test: (m: ValidationMetadata) => boolean): Set<string> {
  return new Set(metadata.filter(test).map((m) => `${(m.target as { name: string }).name}.${m.propertyName}`));
}

const named = (name: string, each?: boolean) => (m: ValidationMetadata) => m.name === name && (each === undefined || m.each === each);

describe('DTO metadata', () => {
  let metadata: ValidationMetadata[];

  beforeAll(() => {
    const files = dtoFiles();
    // Loaded by path, as found on disk: a static import list would miss the DTO a future change adds.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    for (const file of files) require(file);
    metadata = allMetadata();
  });

  it('loads the DTOs', () => {
    expect(propertiesWith(metadata, named(IS_BOUNDED_INT)).has('PageQueryDto.page')).toBe(true);
    expect(propertiesWith(metadata, (m) => m.type === 'nestedValidation').has('AdmittedPersonInputDto.document')).toBe(true);
  });

  it('bounds every integer with IsBoundedInt, never IsInt', () => {
    expect([...propertiesWith(metadata, named('isInt'))]).toEqual([]);
  });

  it('bounds every other number with Min and Max', () => {
    const numbers = propertiesWith(metadata, named('isNumber'));
    const withMin = propertiesWith(metadata, named('min'));
    const withMax = propertiesWith(metadata, named('max'));
    expect([...numbers].filter((p) => !withMin.has(p) || !withMax.has(p))).toEqual([]);
  });

  it('checks every nested value is an object (IsObject with ValidateNested, for each item of a list too)', () => {
    const nested = metadata.filter((m) => m.type === 'nestedValidation');
    const objects = metadata.filter(named('isObject'));
    const unchecked = nested.filter(
      (n) => !objects.some((o) => o.target === n.target && o.propertyName === n.propertyName && Boolean(o.each) === Boolean(n.each)),
    );
    expect(unchecked.map((n) => `${(n.target as { name: string }).name}.${n.propertyName}`)).toEqual([]);
  });
});

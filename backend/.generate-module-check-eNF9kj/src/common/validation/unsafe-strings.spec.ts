import { MAX_NESTING_DEPTH, stringProblem, unsafeStringErrors } from './unsafe-strings';

describe('stringProblem', () => {
  it.each(['', 'Иван', 'a\tb\nc', '😀 emoji (a surrogate pair)', '\uD83D\uDE00'])('accepts %j', (text) =>
    expect(stringProblem(text)).toBeUndefined(),
  );

  it.each([
    ['a\u0000b', 'must not contain the NUL character (U+0000)'],
    ['\u0000', 'must not contain the NUL character (U+0000)'],
    ['a\uD800', 'must be well-formed Unicode (it holds a lone surrogate)'],
    ['\uDC00b', 'must be well-formed Unicode (it holds a lone surrogate)'],
    ['\uDE00\uD83D', 'must be well-formed Unicode (it holds a lone surrogate)'],
  ])('refuses %j', (text, problem) => expect(stringProblem(text)).toBe(problem));
});

describe('unsafeStringErrors', () => {
  it('finds nothing in clean values, numbers and nulls', () => {
    expect(unsafeStringErrors({ a: 'x', b: [1, null, { c: true }], d: undefined })).toEqual([]);
    expect(unsafeStringErrors(undefined)).toEqual([]);
  });

  it('names nested fields with dotted paths, list items by index', () => {
    expect(
      unsafeStringErrors({ lastName: 'A\u0000', document: { number: '1\uD800' }, settings: [{ method: 'ok' }, { method: '\u0000' }] }),
    ).toEqual([
      { field: 'lastName', error: 'lastName must not contain the NUL character (U+0000)' },
      { field: 'document.number', error: 'number must be well-formed Unicode (it holds a lone surrogate)' },
      { field: 'settings.1.method', error: 'method must not contain the NUL character (U+0000)' },
    ]);
  });

  it('names a path or query parameter by the root it is given', () => {
    expect(unsafeStringErrors('a\u0000', 'id')).toEqual([{ field: 'id', error: 'id must not contain the NUL character (U+0000)' }]);
    expect(unsafeStringErrors(['ok', 'b\u0000'], 'layers')).toEqual([
      { field: 'layers.1', error: 'layers must not contain the NUL character (U+0000)' },
    ]);
  });

  it('refuses keys holding such characters without echoing them', () => {
    expect(unsafeStringErrors({ 'a\u0000b': 1 })).toEqual([
      { field: 'a\\u0000b', error: 'property name must not contain the NUL character (U+0000)' },
    ]);
  });

  it('refuses values nested deeper than any request of this API, once, without walking further', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 3000; i++) deep = [deep];
    const errors = unsafeStringErrors({ settings: deep });
    expect(errors).toHaveLength(1);
    expect(errors[0].error).toBe(`settings must not be nested deeper than ${MAX_NESTING_DEPTH} levels`);
    expect(errors[0].field.startsWith('settings.0.0')).toBe(true);
  });

  it('accepts nesting up to the limit', () => {
    let deep: unknown = 'ok';
    for (let i = 0; i < MAX_NESTING_DEPTH; i++) deep = { a: deep };
    expect(unsafeStringErrors(deep)).toEqual([]);
  });
});

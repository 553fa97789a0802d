import { featureLines, syntaxErrorLine } from './json-locations';

describe('featureLines', () => {
  it('finds the line where each feature starts, ignoring brackets inside strings and nested arrays', () => {
    const text = [
      '{',
      '  "type": "FeatureCollection",',
      '  "name": "a [tricky] \\"string\\" with features",',
      '  "features": [',
      '    { "type": "Feature", "geometry": { "type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]] } },',
      '',
      '    {',
      '      "type": "Feature", "properties": { "features": [1, 2] }',
      '    }',
      '  ],',
      '  "other": [{ "x": 1 }]',
      '}',
    ].join('\n');
    expect(featureLines(text)).toEqual([5, 7]);
  });

  it('reads a root array of features', () => {
    expect(featureLines('[\n{"a":1},\n{"a":2}\n]')).toEqual([2, 3]);
  });

  it('finds the line where a text stops being JSON', () => {
    expect(syntaxErrorLine('{\n  "features": [\n    { "a": 1, }\n  ]\n}')).toBe(3);
    expect(syntaxErrorLine('{\n "features": [,]\n}')).toBe(2);
    expect(syntaxErrorLine('{"a": "unterminated\n}')).toBe(1);
    expect(syntaxErrorLine('{"a": tru}')).toBe(1);
    expect(syntaxErrorLine('{"a": 1}\n\n x')).toBe(3);
    expect(syntaxErrorLine('[1, 2, {"b": [null, false, -1.5e3, "\\"q\\""]}]')).toBeUndefined();
  });
});

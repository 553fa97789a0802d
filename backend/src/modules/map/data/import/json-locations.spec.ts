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

  it('turns a JSON.parse error into a line number', () => {
    const text = '{\n  "features": [\n    { "a": 1, }\n  ]\n}';
    try {
      JSON.parse(text);
      throw new Error('expected a syntax error');
    } catch (error) {
      expect(syntaxErrorLine(text, error as SyntaxError)).toBe(3);
    }
  });
});

import { parseMapConfig } from './mapConfig';

describe('parseMapConfig', () => {
  it('takes a tile URL template from the deployment file', () => {
    expect(parseMapConfig({ map: { onlineTiles: 'https://tiles.example/{z}/{x}/{y}.png' } })).toEqual({
      onlineTiles: 'https://tiles.example/{z}/{x}/{y}.png',
    });
  });

  it('falls back to the offline map for null, a missing block or anything that is not an http(s) URL', () => {
    expect(parseMapConfig({ map: { onlineTiles: null } })).toEqual({ onlineTiles: null });
    expect(parseMapConfig({})).toEqual({ onlineTiles: null });
    expect(parseMapConfig('<html>')).toEqual({ onlineTiles: null });
    expect(parseMapConfig({ map: { onlineTiles: 'javascript:alert(1)' } })).toEqual({ onlineTiles: null });
  });
});

import { chooseRenderer, parseRendererChoice, WEBGL_FEATURE_THRESHOLD } from './webgl';

describe('chooseRenderer', () => {
  it('keeps the canvas for a few objects or without hardware WebGL', () => {
    expect(chooseRenderer(100, true)).toBe('canvas');
    expect(chooseRenderer(WEBGL_FEATURE_THRESHOLD, true)).toBe('canvas');
    expect(chooseRenderer(50_000, false)).toBe('canvas');
  });

  it('uses WebGL when the view holds many objects and the GPU is real', () => {
    expect(chooseRenderer(WEBGL_FEATURE_THRESHOLD + 1, true)).toBe('webgl');
  });

  it('can be forced either way, WebGL only where a context exists', () => {
    expect(chooseRenderer(10, true, 'webgl')).toBe('webgl');
    expect(chooseRenderer(10, false, 'webgl')).toBe('canvas');
    expect(chooseRenderer(50_000, true, 'canvas')).toBe('canvas');
    expect(parseRendererChoice('webgl')).toBe('webgl');
    expect(parseRendererChoice('gpu')).toBe('auto');
    expect(parseRendererChoice(null)).toBe('auto');
  });
});

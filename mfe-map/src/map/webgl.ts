/**
 * Whether a hardware WebGL context is available. A software rasteriser (SwiftShader, llvmpipe) draws
 * thousands of polygons slower than the canvas renderer, which during a pan only moves the last frame,
 * so it counts as "no WebGL" here.
 */
let cached: { any: boolean; hardware: boolean } | null = null;

function probe(): { any: boolean; hardware: boolean } {
  if (cached !== null) return cached;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return (cached = { any: false, hardware: false });
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    cached = { any: true, hardware: !/swiftshader|llvmpipe|software/i.test(renderer) };
  } catch {
    cached = { any: false, hardware: false };
  }
  return cached;
}

export const hasHardwareWebgl = (): boolean => probe().hardware;
export const hasAnyWebgl = (): boolean => probe().any;

/** `auto` decides by the feature count and the GPU; `webgl` and `canvas` force one (diagnostics, benchmarks). */
export type RendererChoice = 'auto' | 'webgl' | 'canvas';

export function parseRendererChoice(value: string | null): RendererChoice {
  return value === 'webgl' || value === 'canvas' ? value : 'auto';
}

/** Above this many polygons in view the WebGL renderer is used, when the hardware has it. */
export const WEBGL_FEATURE_THRESHOLD = 2000;

export function chooseRenderer(featureCount: number, webgl: boolean, choice: RendererChoice = 'auto'): 'canvas' | 'webgl' {
  if (!webgl || choice === 'canvas') return 'canvas';
  return choice === 'webgl' || featureCount > WEBGL_FEATURE_THRESHOLD ? 'webgl' : 'canvas';
}

/**
 * Whether a hardware WebGL context is available. A software rasteriser (SwiftShader, llvmpipe) draws
 * thousands of polygons slower than the canvas renderer, which during a pan only moves the last frame,
 * so it counts as "no WebGL" here.
 */
let cached: boolean | null = null;

export function hasHardwareWebgl(): boolean {
  if (cached !== null) return cached;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return (cached = false);
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    cached = !/swiftshader|llvmpipe|software/i.test(renderer);
  } catch {
    cached = false;
  }
  return cached;
}

/** Above this many polygons in view the WebGL renderer is used, when the hardware has it. */
export const WEBGL_FEATURE_THRESHOLD = 2000;

export function chooseRenderer(featureCount: number, webgl: boolean): 'canvas' | 'webgl' {
  return webgl && featureCount > WEBGL_FEATURE_THRESHOLD ? 'webgl' : 'canvas';
}

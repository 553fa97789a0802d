import type OlMap from 'ol/Map';
import type { Extent } from 'ol/extent';

/** Pixels left free around the route when the view is fitted to it for the picture. */
export const SNAPSHOT_PADDING_PX = 40;
/** How long the map may take to finish rendering the fitted view before the picture is given up. */
export const SNAPSHOT_TIMEOUT_MS = 8_000;

type CreateCanvas = () => HTMLCanvasElement;

const defaultCreateCanvas: CreateCanvas = () => document.createElement('canvas');

/** The 2D transform of a layer canvas as OpenLayers sets it (`matrix(a, b, c, d, e, f)`), or null. */
export function canvasTransformOf(transform: string): [number, number, number, number, number, number] | null {
  const match = /^matrix\(([^)]*)\)$/.exec(transform.trim());
  if (!match) return null;
  const values = match[1].split(',').map((part) => Number(part.trim()));
  return values.length === 6 && values.every(Number.isFinite) ? (values as [number, number, number, number, number, number]) : null;
}

/** A canvas without a transform is scaled from its pixels to its CSS size (the device pixel ratio). */
function scaleOf(canvas: HTMLCanvasElement): [number, number, number, number, number, number] {
  const x = parseFloat(canvas.style.width) / canvas.width;
  const y = parseFloat(canvas.style.height) / canvas.height;
  return [Number.isFinite(x) && x > 0 ? x : 1, 0, 0, Number.isFinite(y) && y > 0 ? y : 1, 0, 0];
}

/**
 * The OpenLayers "export map as PNG" recipe: every layer canvas under `viewport` (`.ol-layer canvas`,
 * the WebGL ones included) drawn, bottom first, onto one canvas of `size` pixels with its opacity, its
 * background colour and the transform OpenLayers gave it. `background` fills the picture first (the map
 * element's water colour, which no layer draws). Null when a 2D context is not available.
 */
export function composeLayerCanvases(
  viewport: ParentNode,
  size: readonly [number, number],
  background?: string,
  createCanvas: CreateCanvas = defaultCreateCanvas,
): HTMLCanvasElement | null {
  const [width, height] = size;
  if (!(width > 0 && height > 0)) return null;
  const target = createCanvas();
  target.width = width;
  target.height = height;
  const context = target.getContext('2d');
  if (!context) return null;
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
  }
  viewport.querySelectorAll<HTMLCanvasElement>('.ol-layer canvas, canvas.ol-layer').forEach((canvas) => {
    if (!(canvas.width > 0)) return;
    const container = canvas.parentElement as HTMLElement | null;
    const opacity = container?.style.opacity || canvas.style.opacity;
    context.globalAlpha = opacity === '' || opacity === undefined ? 1 : Number(opacity);
    const matrix = canvasTransformOf(canvas.style.transform) ?? scaleOf(canvas);
    context.setTransform(...matrix);
    const fill = container?.style.backgroundColor;
    if (fill) context.fillStyle = fill;
    if (fill) context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(canvas, 0, 0);
  });
  context.globalAlpha = 1;
  context.setTransform(1, 0, 0, 1, 0, 0);
  return target;
}

/**
 * The canvas as a PNG. Null instead of an error when the canvas cannot be read (tainted by a picture
 * of another origin: a `SecurityError`) or the browser gives no blob.
 */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/png');
    } catch {
      resolve(null);
    }
  });
}

/** Whether an extent holds something to fit (not empty, finite). */
export function isDrawableExtent(extent: Extent | null | undefined): extent is Extent {
  if (!extent || extent.length !== 4) return false;
  const [minX, minY, maxX, maxY] = extent;
  return [minX, minY, maxX, maxY].every(Number.isFinite) && maxX >= minX && maxY >= minY;
}

/** Waits for the map's next 'rendercomplete', rendering it now; false when it does not come in time. */
function renderComplete(map: OlMap, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      map.un('rendercomplete', done);
      resolve(false);
    }, timeoutMs);
    function done() {
      clearTimeout(timer);
      resolve(true);
    }
    map.once('rendercomplete', done);
    map.render();
  });
}

export interface SnapshotOptions {
  /** The map element's own background (the sea where no land is drawn). */
  background?: string;
  padding?: number;
  timeoutMs?: number;
}

/**
 * A PNG of the map fitted to `extent` (with padding), as the layers draw it once rendering completes —
 * the route's own layer among them. The pilot's view is put back afterwards. Null when there is nothing
 * to fit, the map has no size, rendering does not complete in time or the canvas cannot be read; it
 * never throws.
 */
export async function captureMapSnapshot(map: OlMap, extent: Extent | null, options: SnapshotOptions = {}): Promise<Blob | null> {
  const { background, padding = SNAPSHOT_PADDING_PX, timeoutMs = SNAPSHOT_TIMEOUT_MS } = options;
  try {
    const size = map.getSize();
    if (!isDrawableExtent(extent) || !size || !(size[0] > 0 && size[1] > 0)) return null;
    const view = map.getView();
    const before = { center: view.getCenter(), resolution: view.getResolution(), rotation: view.getRotation() };
    try {
      view.cancelAnimations();
      view.fit(extent, { size, padding: [padding, padding, padding, padding], maxZoom: 16 });
      if (!(await renderComplete(map, timeoutMs))) return null;
      const viewport = map.getViewport();
      if (!viewport) return null;
      const canvas = composeLayerCanvases(viewport, [Math.round(size[0]), Math.round(size[1])], background);
      return canvas ? await canvasToPng(canvas) : null;
    } finally {
      if (before.center) view.setCenter(before.center);
      if (before.resolution !== undefined) view.setResolution(before.resolution);
      view.setRotation(before.rotation);
    }
  } catch {
    return null;
  }
}

import type OlMap from 'ol/Map';
import { canvasToPng, canvasTransformOf, captureMapSnapshot, composeLayerCanvases, isDrawableExtent } from './mapSnapshot';

/** A 2D context that records what is drawn (jsdom has no canvas). */
function recordingContext() {
  const calls: unknown[][] = [];
  const context: { fillStyle: string; globalAlpha: number; fillRect: jest.Mock; setTransform: jest.Mock; drawImage: jest.Mock } = {
    fillStyle: '',
    globalAlpha: 1,
    fillRect: jest.fn((...args: unknown[]) => calls.push(['fillRect', context.fillStyle, ...args])),
    setTransform: jest.fn((...args: unknown[]) => calls.push(['setTransform', ...args])),
    drawImage: jest.fn((image: HTMLCanvasElement, ...args: unknown[]) => calls.push(['drawImage', image.id, context.globalAlpha, ...args])),
  };
  return { context, calls };
}

function targetCanvas(context: unknown): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.getContext = jest.fn(() => context) as unknown as HTMLCanvasElement['getContext'];
  return canvas;
}

/** A viewport as OpenLayers builds it: one `.ol-layer` element per layer holding its canvas. */
function viewport(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div class="ol-layer" style="opacity: 0.5; background-color: rgb(1, 2, 3)">
      <canvas id="base" width="200" height="100" style="transform: matrix(0.5, 0, 0, 0.5, 0, 0)"></canvas>
    </div>
    <div class="ol-layer"><canvas id="empty" width="0" height="0"></canvas></div>
    <div class="ol-layer"><canvas id="route" width="100" height="50" style="width: 100px; height: 50px"></canvas></div>`;
  return root;
}

describe('composeLayerCanvases', () => {
  it('draws each layer canvas bottom first with its opacity, background and transform, over the map background', () => {
    const { context, calls } = recordingContext();
    const target = targetCanvas(context);
    const result = composeLayerCanvases(viewport(), [100, 50], '#aad3df', () => target);
    expect(result).toBe(target);
    expect(target.width).toBe(100);
    expect(target.height).toBe(50);
    expect(calls).toEqual([
      ['fillRect', '#aad3df', 0, 0, 100, 50],
      ['setTransform', 0.5, 0, 0, 0.5, 0, 0],
      ['fillRect', 'rgb(1, 2, 3)', 0, 0, 200, 100],
      ['drawImage', 'base', 0.5, 0, 0],
      ['setTransform', 1, 0, 0, 1, 0, 0],
      ['drawImage', 'route', 1, 0, 0],
      ['setTransform', 1, 0, 0, 1, 0, 0],
    ]);
  });

  it('gives null without a size or a 2D context', () => {
    expect(composeLayerCanvases(viewport(), [0, 50], undefined, () => targetCanvas(recordingContext().context))).toBeNull();
    expect(composeLayerCanvases(viewport(), [100, 50], undefined, () => targetCanvas(null))).toBeNull();
  });

  it('reads the matrix OpenLayers sets on a layer canvas', () => {
    expect(canvasTransformOf('matrix(2, 0, 0, 2, -10, 5.5)')).toEqual([2, 0, 0, 2, -10, 5.5]);
    expect(canvasTransformOf('')).toBeNull();
    expect(canvasTransformOf('rotate(10deg)')).toBeNull();
  });
});

describe('canvasToPng', () => {
  it('resolves the PNG blob the canvas gives', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    const canvas = document.createElement('canvas');
    canvas.toBlob = jest.fn((callback: BlobCallback, type?: string) => {
      expect(type).toBe('image/png');
      callback(blob);
    });
    await expect(canvasToPng(canvas)).resolves.toBe(blob);
  });

  it('resolves null for a tainted canvas instead of throwing', async () => {
    const canvas = document.createElement('canvas');
    canvas.toBlob = jest.fn(() => {
      throw new DOMException('The canvas has been tainted by cross-origin data.', 'SecurityError');
    });
    await expect(canvasToPng(canvas)).resolves.toBeNull();
  });
});

describe('captureMapSnapshot', () => {
  it('knows an empty extent (no route drawn) from one to fit', () => {
    expect(isDrawableExtent([Infinity, Infinity, -Infinity, -Infinity])).toBe(false);
    expect(isDrawableExtent(null)).toBe(false);
    expect(isDrawableExtent([1, 2, 1, 2])).toBe(true);
  });

  it('gives null without a route and never throws', async () => {
    const map = { getSize: () => [100, 50] } as unknown as OlMap;
    await expect(captureMapSnapshot(map, [Infinity, Infinity, -Infinity, -Infinity])).resolves.toBeNull();
    const broken = {
      getSize: () => [100, 50],
      getView: () => {
        throw new Error('disposed');
      },
    } as unknown as OlMap;
    await expect(captureMapSnapshot(broken, [0, 0, 10, 10])).resolves.toBeNull();
  });

  it('fits the route with padding, waits for rendercomplete, composes and puts the view back', async () => {
    const view = {
      getCenter: jest.fn(() => [5, 5]),
      getResolution: jest.fn(() => 20),
      getRotation: jest.fn(() => 0),
      cancelAnimations: jest.fn(),
      fit: jest.fn(),
      setCenter: jest.fn(),
      setResolution: jest.fn(),
      setRotation: jest.fn(),
    };
    const root = viewport();
    let rendered: (() => void) | null = null;
    const map = {
      getSize: () => [100, 50],
      getView: () => view,
      getViewport: () => root,
      once: jest.fn((_type: string, listener: () => void) => {
        rendered = listener;
      }),
      un: jest.fn(),
      render: jest.fn(() => rendered?.()),
    } as unknown as OlMap;
    const { context } = recordingContext();
    const blob = new Blob(['png'], { type: 'image/png' });
    const canvas = targetCanvas(context);
    const create = jest.spyOn(document, 'createElement').mockImplementation(() => {
      canvas.toBlob = (callback: BlobCallback) => callback(blob);
      return canvas as never;
    });
    try {
      await expect(captureMapSnapshot(map, [0, 0, 10, 10], { padding: 30 })).resolves.toBe(blob);
    } finally {
      create.mockRestore();
    }
    expect(view.fit).toHaveBeenCalledWith([0, 0, 10, 10], expect.objectContaining({ size: [100, 50], padding: [30, 30, 30, 30] }));
    expect(map.once).toHaveBeenCalledWith('rendercomplete', expect.any(Function));
    expect(context.drawImage).toHaveBeenCalledTimes(2);
    expect(view.setCenter).toHaveBeenCalledWith([5, 5]);
    expect(view.setResolution).toHaveBeenCalledWith(20);
  });

  it('gives null when rendering does not complete in time', async () => {
    const view = {
      getCenter: () => [0, 0],
      getResolution: () => 1,
      getRotation: () => 0,
      cancelAnimations: jest.fn(),
      fit: jest.fn(),
      setCenter: jest.fn(),
      setResolution: jest.fn(),
      setRotation: jest.fn(),
    };
    const map = { getSize: () => [100, 50], getView: () => view, once: jest.fn(), un: jest.fn(), render: jest.fn() } as unknown as OlMap;
    await expect(captureMapSnapshot(map, [0, 0, 10, 10], { timeoutMs: 5 })).resolves.toBeNull();
    expect(map.un).toHaveBeenCalledWith('rendercomplete', expect.any(Function));
    expect(view.setCenter).toHaveBeenCalled();
  });
});

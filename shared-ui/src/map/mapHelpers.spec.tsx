import { act, fireEvent, render, renderHook } from '@testing-library/react';
import type { Coordinate, Extent } from './geometry';
import { fitMapTo, pixelOf, type MapLike } from './mapInstance';
import { useMapFrame } from './useMapFrame';
import { MAP_PAN_PIXELS, useMapKeyboard } from './useMapKeyboard';

/** A stand-in for the OpenLayers map the MapView hands over, recording what the helpers ask of it. */
function fakeMap({ sized = true, rendered = true } = {}) {
  const resolution = 2;
  const listeners = new Map<string, Set<() => void>>();
  const view = {
    centre: [0, 0] as number[] | undefined,
    zoom: 10 as number | undefined,
    fitted: [] as { extent: Extent; options: unknown }[],
    getResolution: () => resolution,
    getCenter: () => view.centre,
    getZoom: () => view.zoom,
    setCenter: (centre: Coordinate) => {
      view.centre = centre;
    },
    setZoom: (zoom: number) => {
      view.zoom = zoom;
    },
    fit: (extent: Extent, options: unknown) => view.fitted.push({ extent, options }),
  };
  const add = (type: string, listener: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
  const map = {
    view,
    getView: () => view,
    getSize: () => (sized ? [100, 100] : undefined),
    getPixelFromCoordinate: (coordinate: Coordinate) => (rendered ? [coordinate[0] / resolution, coordinate[1] / resolution] : null),
    on: add,
    once: add,
    un: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    emit: (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener()),
    count: (type: string) => listeners.get(type)?.size ?? 0,
  } satisfies MapLike & Record<string, unknown>;
  return map;
}

describe('map helpers', () => {
  it('reads a coordinate as screen pixels, or null before the first frame', () => {
    expect(pixelOf(fakeMap(), [10, 20])).toEqual([5, 10]);
    expect(pixelOf(fakeMap({ rendered: false }), [10, 20])).toBeNull();
  });

  it('fits at once when the map has a size, else on its first size', () => {
    const sized = fakeMap();
    fitMapTo(sized, [0, 0, 1, 1], { maxZoom: 14, padding: 56, duration: 250 });
    expect(sized.view.fitted).toEqual([{ extent: [0, 0, 1, 1], options: { padding: [56, 56, 56, 56], maxZoom: 14, duration: 250 } }]);

    const unsized = fakeMap({ sized: false });
    fitMapTo(unsized, [0, 0, 1, 1], { maxZoom: 13, padding: 40, duration: 0 });
    expect(unsized.view.fitted).toHaveLength(0);
    unsized.emit('change:size');
    expect(unsized.view.fitted).toHaveLength(1);
  });

  it('re-renders on every map frame and stops listening when unmounted', () => {
    const map = fakeMap();
    const { result, unmount } = renderHook(() => useMapFrame(map));
    expect(result.current).toBe(0);
    act(() => map.emit('postrender'));
    act(() => map.emit('postrender'));
    expect(result.current).toBe(2);
    unmount();
    expect(map.count('postrender')).toBe(0);
  });

  it('pans with the arrows and zooms with + = - _, only for keys on the map itself', () => {
    const map = fakeMap();
    function Harness() {
      const onKeyDown = useMapKeyboard(map);
      return (
        <div data-testid="map" tabIndex={0} onKeyDown={onKeyDown}>
          <button type="button">control</button>
        </div>
      );
    }
    const { getByTestId, getByRole } = render(<Harness />);
    const target = getByTestId('map');
    const step = 2 * MAP_PAN_PIXELS;
    fireEvent.keyDown(target, { key: 'ArrowRight' });
    fireEvent.keyDown(target, { key: 'ArrowUp' });
    expect(map.view.centre).toEqual([step, step]);
    fireEvent.keyDown(target, { key: 'ArrowLeft' });
    fireEvent.keyDown(target, { key: 'ArrowDown' });
    expect(map.view.centre).toEqual([0, 0]);
    fireEvent.keyDown(target, { key: '+' });
    fireEvent.keyDown(target, { key: '=' });
    expect(map.view.zoom).toBe(12);
    fireEvent.keyDown(target, { key: '-' });
    fireEvent.keyDown(target, { key: '_' });
    expect(map.view.zoom).toBe(10);
    // A handled key is the map's (no page scroll); any other is left alone.
    expect(fireEvent.keyDown(target, { key: 'ArrowLeft' })).toBe(false);
    expect(fireEvent.keyDown(target, { key: 'a' })).toBe(true);
    // Keys pressed in the map's own controls are theirs.
    fireEvent.keyDown(getByRole('button'), { key: '+' });
    expect(map.view.zoom).toBe(10);
  });
});

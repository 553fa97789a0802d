import { canUndo, editorReducer, initialHistory, routeValueOf, UNDO_LIMIT, type EditorAction, type EditorHistory } from './editorState';

const p = (lat: number, lng: number) => ({ lat, lng });
const run = (history: EditorHistory, ...actions: EditorAction[]) => actions.reduce(editorReducer, history);

describe('route editor state', () => {
  it('adds points after the selected one and selects the new point', () => {
    let h = run(
      initialHistory(),
      { type: 'addPoint', point: p(1, 1) },
      { type: 'addPoint', point: p(2, 2) },
      { type: 'addPoint', point: p(3, 3) },
    );
    expect(h.present.shape.rings[0]).toEqual([p(1, 1), p(2, 2), p(3, 3)]);
    h = run(h, { type: 'select', at: { ring: 0, index: 0 } }, { type: 'addPoint', point: p(9, 9) });
    expect(h.present.shape.rings[0]).toEqual([p(1, 1), p(9, 9), p(2, 2), p(3, 3)]);
    expect(h.present.selected).toEqual({ ring: 0, index: 1 });
  });

  it('undoes edits one at a time, but not selections', () => {
    let h = run(
      initialHistory(),
      { type: 'addPoint', point: p(1, 1) },
      { type: 'addPoint', point: p(2, 2) },
      { type: 'select', at: { ring: 0, index: 0 } },
    );
    expect(h.past).toHaveLength(2);
    h = run(h, { type: 'movePoint', at: { ring: 0, index: 0 }, point: p(5, 5) });
    expect(h.present.shape.rings[0][0]).toEqual(p(5, 5));
    h = run(h, { type: 'undo' });
    expect(h.present.shape.rings[0]).toEqual([p(1, 1), p(2, 2)]);
    h = run(h, { type: 'undo' }, { type: 'undo' });
    expect(h.present.shape.rings[0]).toEqual([]);
    expect(canUndo(h)).toBe(false);
    expect(run(h, { type: 'undo' })).toBe(h);
  });

  it('bounds the undo stack', () => {
    const actions = Array.from({ length: UNDO_LIMIT + 20 }, (_, i): EditorAction => ({ type: 'addPoint', point: p(i, i) }));
    expect(run(initialHistory({ shapeType: 'POLYLINE' }), ...actions).past).toHaveLength(UNDO_LIMIT);
  });

  it('deletes the selected point and selects its neighbour', () => {
    const h = run(
      initialHistory(),
      { type: 'addPoint', point: p(1, 1) },
      { type: 'addPoint', point: p(2, 2) },
      { type: 'addPoint', point: p(3, 3) },
      { type: 'deletePoint', at: { ring: 0, index: 1 } },
    );
    expect(h.present.shape.rings[0]).toEqual([p(1, 1), p(3, 3)]);
    expect(h.present.selected).toEqual({ ring: 0, index: 0 });
  });

  it('replaces the single point of a marker or circle', () => {
    const h = run(initialHistory({ shapeType: 'CIRCLE' }), { type: 'addPoint', point: p(1, 1) }, { type: 'addPoint', point: p(2, 2) });
    expect(h.present.shape.rings).toEqual([[p(2, 2)]]);
  });

  it('keeps what still fits when the shape type changes', () => {
    let h = run(
      initialHistory(),
      { type: 'addPoint', point: p(1, 1) },
      { type: 'addPoint', point: p(2, 2) },
      { type: 'addPoint', point: p(3, 3) },
    );
    h = run(h, { type: 'setShapeType', shapeType: 'POLYLINE' });
    expect(h.present.shape.rings[0]).toHaveLength(3);
    h = run(h, { type: 'setShapeType', shapeType: 'MARKER' });
    expect(h.present.shape.rings).toEqual([[p(1, 1)]]);
    expect(run(h, { type: 'undo' }, { type: 'undo' }).present.shape.type).toBe('POLYGON');
  });

  it('draws a multipolygon one ring at a time', () => {
    const square = [p(0, 0), p(0, 1), p(1, 1)];
    const other = [p(5, 5), p(5, 6), p(6, 6)];
    let h = initialHistory({ shapeType: 'MULTIPOLYGON' });
    h = run(h, ...square.map((point): EditorAction => ({ type: 'addPoint', point })), { type: 'newRing' }, { type: 'newRing' });
    expect(h.present.shape.rings).toHaveLength(2);
    h = run(h, ...other.map((point): EditorAction => ({ type: 'addPoint', point })));
    expect(routeValueOf(h.present).geometry).toEqual({ type: 'MULTIPOLYGON', points: [square, other] });
    h = run(h, { type: 'newRing' }, { type: 'newRing' }, { type: 'undo' });
    expect(h.present.shape.rings).toHaveLength(2);
  });

  it('keeps take-off and landing apart from the shape and hands back the flight request value', () => {
    const h = run(
      initialHistory({ shapeType: 'POLYLINE' }),
      { type: 'addPoint', point: p(55, 37) },
      { type: 'addPoint', point: p(55.1, 37.1) },
      { type: 'setRolePoint', role: 'START', point: p(55, 37) },
      { type: 'setRolePoint', role: 'FINISH', point: p(55.1, 37.1) },
      { type: 'setWidth', width: 250 },
    );
    expect(routeValueOf(h.present)).toEqual({
      geometry: { type: 'POLYLINE', points: [p(55, 37), p(55.1, 37.1)], width: 250 },
      takeOffPoint: p(55, 37),
      landingPoint: p(55.1, 37.1),
    });
    const cleared = run(h, { type: 'clear' });
    expect(routeValueOf(cleared.present)).toEqual({ geometry: null, takeOffPoint: null, landingPoint: null });
    expect(run(cleared, { type: 'undo' }).present).toBe(h.present);
  });

  it('ignores edits of vertices that do not exist', () => {
    const h = initialHistory();
    expect(run(h, { type: 'movePoint', at: { ring: 0, index: 3 }, point: p(1, 1) })).toBe(h);
    expect(run(h, { type: 'deletePoint', at: { ring: 2, index: 0 } })).toBe(h);
  });
});

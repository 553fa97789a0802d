import type { GeoShape, LatLng, PointRole, RouteValue, ShapeType } from '../geo/types';
import { DEFAULT_CORRIDOR_WIDTH_M, DEFAULT_RADIUS_M, type EditorShape, fromGeoShape, isSinglePoint, toGeoShape } from './shapeRules';

/**
 * The route editor's state as a pure reducer, so mouse, touch, keyboard and typed coordinates all go
 * through the same rules and every change can be undone.
 */
export interface VertexRef {
  ring: number;
  index: number;
}

export interface EditorState {
  shape: EditorShape;
  takeOff: LatLng | null;
  landing: LatLng | null;
  /** The vertex the keyboard and the coordinate field act on. */
  selected: VertexRef | null;
  /** MULTIPOLYGON: the ring new points go to. */
  activeRing: number;
}

export interface EditorHistory {
  present: EditorState;
  /** Earlier states, newest last; bounded so a long session cannot grow without end. */
  past: EditorState[];
}

export const UNDO_LIMIT = 200;

export type EditorAction =
  | { type: 'setShapeType'; shapeType: ShapeType }
  | { type: 'addPoint'; point: LatLng }
  | { type: 'movePoint'; at: VertexRef; point: LatLng }
  | { type: 'deletePoint'; at: VertexRef }
  | { type: 'replaceRing'; ring: number; points: LatLng[] }
  | { type: 'select'; at: VertexRef | null }
  | { type: 'newRing' }
  | { type: 'setRadius'; radius: number }
  | { type: 'setWidth'; width: number }
  | { type: 'setRolePoint'; role: PointRole; point: LatLng | null }
  | { type: 'clear' }
  | { type: 'undo' };

export function initialEditorState(value?: Partial<RouteValue> & { shapeType?: ShapeType }): EditorState {
  const shape: EditorShape = value?.geometry
    ? fromGeoShape(value.geometry)
    : { type: value?.shapeType ?? 'POLYGON', rings: [[]], radius: DEFAULT_RADIUS_M, width: DEFAULT_CORRIDOR_WIDTH_M };
  return {
    shape,
    takeOff: value?.takeOffPoint ?? null,
    landing: value?.landingPoint ?? null,
    selected: null,
    activeRing: shape.rings.length - 1,
  };
}

export function initialHistory(value?: Partial<RouteValue> & { shapeType?: ShapeType }): EditorHistory {
  return { present: initialEditorState(value), past: [] };
}

const withRing = (rings: LatLng[][], ring: number, points: LatLng[]): LatLng[][] => rings.map((r, i) => (i === ring ? points : r));

function validRef(state: EditorState, at: VertexRef | null): at is VertexRef {
  return at !== null && at.ring >= 0 && at.ring < state.shape.rings.length && at.index >= 0 && at.index < state.shape.rings[at.ring].length;
}

/** Changes the shape type, keeping the points that still make sense for the new type. */
function changeType(state: EditorState, type: ShapeType): EditorState {
  if (type === state.shape.type) return state;
  const all = state.shape.rings.flat();
  let rings: LatLng[][];
  if (isSinglePoint(type)) rings = [all.slice(0, 1)];
  else if (type === 'MULTIPOLYGON') rings = state.shape.rings.length > 0 ? state.shape.rings : [[]];
  else rings = [state.shape.type === 'MULTIPOLYGON' ? (state.shape.rings[0] ?? []) : all];
  return { ...state, shape: { ...state.shape, type, rings }, selected: null, activeRing: rings.length - 1 };
}

function addPoint(state: EditorState, point: LatLng): EditorState {
  const { shape } = state;
  if (isSinglePoint(shape.type)) {
    return { ...state, shape: { ...shape, rings: [[point]] }, selected: { ring: 0, index: 0 } };
  }
  const ring = shape.type === 'MULTIPOLYGON' ? Math.min(state.activeRing, shape.rings.length - 1) : 0;
  const points = shape.rings[ring] ?? [];
  // After the selected vertex of the same ring (inserting into an edge), otherwise at the end.
  const index = state.selected && state.selected.ring === ring ? state.selected.index + 1 : points.length;
  const next = [...points.slice(0, index), point, ...points.slice(index)];
  return { ...state, shape: { ...shape, rings: withRing(shape.rings, ring, next) }, selected: { ring, index } };
}

function deletePoint(state: EditorState, at: VertexRef): EditorState {
  if (!validRef(state, at)) return state;
  const points = state.shape.rings[at.ring].filter((_, i) => i !== at.index);
  let rings = withRing(state.shape.rings, at.ring, points);
  // An emptied polygon of a MULTIPOLYGON disappears, unless it is the only one.
  if (points.length === 0 && rings.length > 1) rings = rings.filter((_, i) => i !== at.ring);
  const ring = Math.min(at.ring, rings.length - 1);
  const remaining = rings[ring].length;
  const selected = remaining > 0 ? { ring, index: Math.max(0, Math.min(at.index - 1, remaining - 1)) } : null;
  return { ...state, shape: { ...state.shape, rings }, selected, activeRing: Math.min(state.activeRing, rings.length - 1) };
}

/** The state after one action, without history. */
export function applyEdit(state: EditorState, action: Exclude<EditorAction, { type: 'undo' }>): EditorState {
  switch (action.type) {
    case 'setShapeType':
      return changeType(state, action.shapeType);
    case 'addPoint':
      return addPoint(state, action.point);
    case 'movePoint':
      if (!validRef(state, action.at)) return state;
      return {
        ...state,
        shape: {
          ...state.shape,
          rings: withRing(
            state.shape.rings,
            action.at.ring,
            state.shape.rings[action.at.ring].map((p, i) => (i === action.at.index ? action.point : p)),
          ),
        },
        selected: action.at,
      };
    case 'deletePoint':
      return deletePoint(state, action.at);
    case 'replaceRing': {
      if (action.ring < 0 || action.ring > state.shape.rings.length) return state;
      const rings =
        action.ring === state.shape.rings.length
          ? [...state.shape.rings, action.points]
          : withRing(state.shape.rings, action.ring, action.points);
      return { ...state, shape: { ...state.shape, rings }, selected: null };
    }
    case 'select':
      return {
        ...state,
        selected: validRef(state, action.at) ? action.at : null,
        activeRing: validRef(state, action.at) ? action.at.ring : state.activeRing,
      };
    case 'newRing': {
      if (state.shape.type !== 'MULTIPOLYGON') return state;
      const last = state.shape.rings[state.shape.rings.length - 1];
      // One empty ring at a time: pressing "new polygon" twice does not stack empty polygons.
      if (last && last.length === 0) {
        const activeRing = state.shape.rings.length - 1;
        return state.activeRing === activeRing && state.selected === null ? state : { ...state, activeRing, selected: null };
      }
      return {
        ...state,
        shape: { ...state.shape, rings: [...state.shape.rings, []] },
        activeRing: state.shape.rings.length,
        selected: null,
      };
    }
    case 'setRadius':
      return { ...state, shape: { ...state.shape, radius: action.radius } };
    case 'setWidth':
      return { ...state, shape: { ...state.shape, width: action.width } };
    case 'setRolePoint':
      return action.role === 'START' ? { ...state, takeOff: action.point } : { ...state, landing: action.point };
    case 'clear':
      return { ...state, shape: { ...state.shape, rings: [[]] }, takeOff: null, landing: null, selected: null, activeRing: 0 };
  }
}

/** Selection alone is not an edit: it neither enters the undo stack nor clears it. */
const UNTRACKED: ReadonlySet<EditorAction['type']> = new Set(['select']);

export function editorReducer(history: EditorHistory, action: EditorAction): EditorHistory {
  if (action.type === 'undo') {
    if (history.past.length === 0) return history;
    return { present: history.past[history.past.length - 1], past: history.past.slice(0, -1) };
  }
  const next = applyEdit(history.present, action);
  if (next === history.present) return history;
  if (UNTRACKED.has(action.type)) return { ...history, present: next };
  const past = [...history.past, history.present];
  return { present: next, past: past.length > UNDO_LIMIT ? past.slice(past.length - UNDO_LIMIT) : past };
}

export const canUndo = (history: EditorHistory): boolean => history.past.length > 0;

/** What the editor hands to its owner (the flight request form). */
export function routeValueOf(state: EditorState): RouteValue {
  const geometry: GeoShape | null = toGeoShape(state.shape);
  return { geometry, takeOffPoint: state.takeOff, landingPoint: state.landing };
}

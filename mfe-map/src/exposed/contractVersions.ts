/**
 * Versions of the components this remote exposes to other remotes (docs/contracts.md, "Embedding another
 * remote's component"). Raise one when its props change incompatibly: a consumer states the version it
 * was written for (typed with the exported type, so it stops compiling against a raised one), and the
 * shared loader refuses a published module of another version at run time.
 */
/** Still 1 with `onSnapshotReady`: an optional prop is a compatible addition (an older editor just gives no picture). */
export const ROUTE_EDITOR_CONTRACT_VERSION = 1;
export const MAP_VIEW_CONTRACT_VERSION = 1;

export type RouteEditorContractVersion = typeof ROUTE_EDITOR_CONTRACT_VERSION;
export type MapViewContractVersion = typeof MAP_VIEW_CONTRACT_VERSION;

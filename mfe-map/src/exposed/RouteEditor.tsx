import RouteEditor from '../editor/RouteEditor';
import { registerRemoteTranslations } from '../i18n';
import { ROUTE_EDITOR_CONTRACT_VERSION } from './contractVersions';

// Another remote may load the editor without ever mounting ./App: its strings must be registered here too.
registerRemoteTranslations();

/** Exposed as `mfe_map/RouteEditor` (default export); props and value types in src/types.ts. */
export default RouteEditor;
/** Checked by the consumer's loader (shared-ui RemoteComponent) before it renders the editor. */
export const contractVersion = ROUTE_EDITOR_CONTRACT_VERSION;
export type { RouteEditorProps, RouteSnapshotCapture } from '../editor/routeEditorProps';
export type { RouteValue, GeoShape } from '../geo/types';

import RouteEditor from '../editor/RouteEditor';
import { registerRemoteTranslations } from '../i18n';

// Another remote may load the editor without ever mounting ./App: its strings must be registered here too.
registerRemoteTranslations();

/** Exposed as `mfe_map/RouteEditor` (default export); props and value types in src/types.ts. */
export default RouteEditor;
export type { RouteEditorProps } from '../editor/RouteEditor';
export type { RouteValue, GeoShape } from '../geo/types';

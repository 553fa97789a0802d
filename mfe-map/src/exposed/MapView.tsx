import { registerRemoteTranslations } from '../i18n';
import { MAP_VIEW_CONTRACT_VERSION } from './contractVersions';

registerRemoteTranslations();

/** Exposed as `mfe_map/MapView`: an OpenLayers map with the offline base layer (types in src/types.ts). */
export { MapView as default, MapView } from '../map/MapView';
export type { MapViewProps, MapViewHandle } from '../map/mapViewProps';
/** Checked by the consumer's loader (shared-ui RemoteComponent) before it renders the map. */
export const contractVersion = MAP_VIEW_CONTRACT_VERSION;

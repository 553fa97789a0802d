import { registerRemoteTranslations } from '../i18n';

registerRemoteTranslations();

/** Exposed as `mfe_map/MapView`: an OpenLayers map with the offline base layer (types in src/types.ts). */
export { MapView as default, MapView, type MapViewProps, type MapViewHandle } from '../map/MapView';

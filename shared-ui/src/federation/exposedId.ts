/** `('mfe_map', './RouteEditor')` → `mfe_map/RouteEditor`, the id the runtime's loadRemote takes. */
export const exposedId = (remote: string, expose: string) => `${remote}/${expose.replace(/^\.\//, '')}`;

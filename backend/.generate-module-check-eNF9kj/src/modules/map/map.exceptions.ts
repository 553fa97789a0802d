import { DomainException } from '../../common/errors/domain.exception';
import type { FieldError } from '../../common/errors/error-body';

// Every failure the map module names, with its stable code. The fixed texts are the spec's
// (docs/requirements.md#fixed-texts) and stay byte-identical.

/** The spec's text when a layer object is asked for without its id or layer name. */
export const NO_ID_OR_LAYER_NAME = 'No id or layername is present';
/** The spec's text when the crossings of a flight agreement are asked for without its id. */
export const NO_ID_PROVIDED = 'No id provided';

/** `GET /public/map/layers/{name}/objects/{id}` without one of them; the field errors say which. */
export const missingIdOrLayer = (missing: FieldError[]) =>
  new DomainException('map.no-id-or-layer-name', 400, NO_ID_OR_LAYER_NAME, missing);

export const layerObjectNotFound = (objectId: string, layer: string) =>
  new DomainException('map.object-not-found', 404, `No object ${objectId} in layer ${layer}`);

export const flightAgreementIdMissing = () =>
  new DomainException('map.no-flight-agreement-id', 400, NO_ID_PROVIDED, [{ field: 'id', error: 'is required' }]);

export const flightAgreementNotFound = (id: string) =>
  new DomainException('map.flight-agreement-not-found', 404, `Flight agreement ${id} not found`);

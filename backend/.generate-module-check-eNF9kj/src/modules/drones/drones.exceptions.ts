import { DomainException } from '../../common/errors/domain.exception';

/** Another pilot's drone answers exactly like a drone that does not exist. */
export const droneNotFound = () => new DomainException('drones.not-found', 404, 'Drone not found');

/** The fixed failure text of library-defaults without a model id (docs/requirements.md#drones). */
export const NO_MODEL_ID = 'No model id was provided';
export const noModelId = () => new DomainException('drones.no-model-id', 400, NO_MODEL_ID);

export const REGISTRATION_NUMBER_TAKEN = 'a drone with this registration number is already registered';

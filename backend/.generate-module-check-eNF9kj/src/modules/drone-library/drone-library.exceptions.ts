import { DomainException } from '../../common/errors/domain.exception';

export const manufacturerNotFound = () => new DomainException('drone-library.manufacturer-not-found', 404, 'Drone manufacturer not found');
export const modelNotFound = () => new DomainException('drone-library.model-not-found', 404, 'Drone model not found');

/** A model some drone was registered with stays in the library (archive it instead). */
export const modelInUse = (drones: number) =>
  new DomainException(
    'drone-library.model-in-use',
    409,
    `This model cannot be deleted: ${drones} registered drone(s) use it. Archive it instead to hide it from new drones.`,
  );

export const manufacturerModelsInUse = (drones: number) =>
  new DomainException(
    'drone-library.manufacturer-models-in-use',
    409,
    `This manufacturer cannot be deleted: ${drones} registered drone(s) use its models. Archive it instead to hide it from new drones.`,
  );

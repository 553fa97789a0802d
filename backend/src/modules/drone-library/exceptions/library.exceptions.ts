import { ConflictException, NotFoundException } from '@nestjs/common';

export const manufacturerNotFound = () => new NotFoundException('Drone manufacturer not found');
export const modelNotFound = () => new NotFoundException('Drone model not found');

/** A model some drone was registered with stays in the library (archive it instead). */
export const modelInUse = (drones: number) =>
  new ConflictException(
    `This model cannot be deleted: ${drones} registered drone(s) use it. Archive it instead to hide it from new drones.`,
  );

export const manufacturerModelsInUse = (drones: number) =>
  new ConflictException(
    `This manufacturer cannot be deleted: ${drones} registered drone(s) use its models. Archive it instead to hide it from new drones.`,
  );

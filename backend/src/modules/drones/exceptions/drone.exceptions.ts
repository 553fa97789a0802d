import { BadRequestException, NotFoundException } from '@nestjs/common';

/** Another pilot's drone answers exactly like a drone that does not exist. */
export const droneNotFound = () => new NotFoundException('Drone not found');

/** The spec's fixed failure text (part 2 §5, §8). */
export const NO_MODEL_ID = 'No model id was provided';
export const noModelId = () => new BadRequestException(NO_MODEL_ID);

export const REGISTRATION_NUMBER_TAKEN = 'a drone with this registration number is already registered';

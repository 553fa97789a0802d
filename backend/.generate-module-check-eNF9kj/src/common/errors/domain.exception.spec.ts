import 'reflect-metadata';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { toErrorBody } from './all-exceptions.filter';
import { DomainException } from './domain.exception';
import { ErrorBodyDto } from './error-body.dto';

describe('DomainException in the error shape', () => {
  it('carries its code next to the unchanged message', () => {
    const notFound = new DomainException('drones.not-found', 404, 'Drone not found');
    expect(toErrorBody(notFound)).toEqual({ error: 'Not Found', message: 'Drone not found', statusCode: 404, code: 'drones.not-found' });
    expect(notFound.code).toBe('drones.not-found');
    expect(notFound.getStatus()).toBe(404);
  });

  it('keeps field errors and their joined message as a FieldValidationException renders them', () => {
    const fields = [{ field: 'registrationNumber', error: 'Drone with this registration number already exists' }];
    expect(
      toErrorBody(
        new DomainException(
          'drones.registration-number-taken',
          409,
          'registrationNumber:Drone with this registration number already exists',
          fields,
        ),
      ),
    ).toEqual({
      error: 'Conflict',
      message: 'registrationNumber:Drone with this registration number already exists',
      statusCode: 409,
      detailedError: fields,
      code: 'drones.registration-number-taken',
    });
  });

  it('leaves the code out of generic failures, which no module named', () => {
    for (const failure of [
      new NotFoundException('Cannot GET /nope'),
      new BadRequestException(['a is wrong']),
      new Error('boom'),
      'thrown string',
    ]) {
      expect(toErrorBody(failure)).not.toHaveProperty('code');
    }
  });

  it('describes the code in the OpenAPI document as an optional string', () => {
    // @nestjs/swagger's metadata keys (DECORATORS in its constants, which its package exports do not expose).
    const DECORATORS = {
      API_MODEL_PROPERTIES_ARRAY: 'swagger/apiModelPropertiesArray',
      API_MODEL_PROPERTIES: 'swagger/apiModelProperties',
    };
    const properties = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, ErrorBodyDto.prototype) as string[];
    expect(properties).toContain(':code');
    const code = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, ErrorBodyDto.prototype, 'code') as {
      required: boolean;
      type: unknown;
    };
    expect(code).toMatchObject({ required: false, type: String });
  });
});

import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsArray, IsObject, ValidateNested } from 'class-validator';

type DtoClass = new (...args: never[]) => object;

/**
 * A nested object validated with its own DTO. ValidateNested alone lets an array through (it validates
 * each element instead, and [] has none) and reports a missing value only as "nested property … must be
 * either object or array"; IsObject first refuses both as "document must be an object", so the service
 * never receives an array or undefined where it reads fields. Required unless the field is also
 * @IsOptional(). `dto-metadata.spec.ts` fails on any ValidateNested without IsObject.
 */
export function NestedObject(type: () => DtoClass): PropertyDecorator {
  return applyDecorators(IsObject(), ValidateNested(), Type(type));
}

/** A list of nested objects: an array whose every item is an object validated with its DTO ([[…]] is refused). */
export function NestedObjectList(type: () => DtoClass): PropertyDecorator {
  return applyDecorators(IsArray(), IsObject({ each: true }), ValidateNested({ each: true }), Type(type));
}

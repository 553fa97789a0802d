import { ArgumentMetadata } from '@nestjs/common';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { AppValidationPipe } from '../../../common/validation/app-validation.pipe';
import { DroneQueryDto } from './drone-query.dto';

const metadata: ArgumentMetadata = { type: 'query', metatype: DroneQueryDto };
const pipe = new AppValidationPipe();

describe('the validation pipe with DroneQueryDto', () => {
  it('answers a valid query', async () => {
    await expect(pipe.transform({ size: '10', weightClass: 'LIGHT' }, metadata)).resolves.toEqual({ page: 0, size: 10, weightClass: 'LIGHT' });
  });

  it.each([
    [{ size: '0' }, 'size:size must not be less than 1'],
    [{ page: 'x' }, 'page:page must not be less than 0; page:page must be an integer number'],
    [{ colour: 'red' }, 'colour:property colour should not exist'],
    [{ model: 'abc' }, 'model:model must be a UUID'],
  ])('refuses %j with the rules\' wording', async (raw, message) => {
    const error = await pipe.transform(raw, metadata).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldValidationException);
    expect((error as FieldValidationException).getResponse()).toMatchObject({ message });
  });
});

import { ArgumentMetadata } from '@nestjs/common';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { AppValidationPipe } from '../../../common/validation/app-validation.pipe';
import { DRONE_TYPES } from '../../drone-library/domain/drone-characteristics';
import { DroneQueryDto } from './drone-query.dto';

const metadata: ArgumentMetadata = { type: 'query', metatype: DroneQueryDto };
const pipe = new AppValidationPipe();

describe('the validation pipe with DroneQueryDto', () => {
  it('answers a valid query', async () => {
    await expect(pipe.transform({ size: '10', weightClass: 'LIGHT' }, metadata)).resolves.toEqual({
      page: 0,
      size: 10,
      weightClass: 'LIGHT',
    });
  });

  it("reads the spec's dotted filters: filter.…, model.id, dictionary items by id", async () => {
    const model = '00000000-0000-4000-8000-000000000001';
    await expect(
      pipe.transform({ 'filter.weightClass': 'LIGHT', 'filter.model.id': model, 'droneType.id': '1', query: ' \u202Emavic ' }, metadata),
    ).resolves.toEqual({ page: 0, size: 20, weightClass: 'LIGHT', model, droneType: 'MULTICOPTER', query: 'mavic' });
  });

  it.each([
    [{ size: '0' }, 'size:size must be an integer from 1 to 100'],
    [{ page: 'x' }, 'page:page must be an integer from 0 to 2147483647'],
    [{ page: '1e308' }, 'page:page must be an integer from 0 to 2147483647'],
    [{ colour: 'red' }, 'colour:property colour should not exist'],
    [{ model: 'abc' }, 'model:model must be a UUID'],
    [{ 'model.name': 'Mavic' }, 'model.name:property model.name should not exist'],
    [{ 'filter.droneType': 'BALLOON' }, `droneType:droneType must be one of the following values: ${DRONE_TYPES.join(', ')}`],
  ])("refuses %j with the rules' wording", async (raw, message) => {
    const error = await pipe.transform(raw, metadata).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldValidationException);
    expect((error as FieldValidationException).getResponse()).toMatchObject({ message });
  });
});

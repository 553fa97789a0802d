import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { NestedObject } from '../validation/nested.decorator';
import { PageQueryDto } from './page-query.dto';
import { normaliseQueryKeys } from './query-keys';

class BoxDto {
  @Type(() => Number)
  @IsNumber()
  @Min(-90)
  @Max(90)
  minLat!: number;
}

class ModelsQuery extends PageQueryDto {
  @IsOptional()
  @IsString()
  query?: string;

  @IsOptional()
  @IsIn(['ACTIVE', 'ARCHIVED'])
  status?: string;

  @IsOptional()
  @IsUUID()
  manufacturer?: string;

  @IsOptional()
  @NestedObject(() => BoxDto)
  box?: BoxDto;
}

const UUID = '00000000-0000-4000-8000-000000000001';
const list = (raw: Record<string, unknown>) => normaliseQueryKeys(raw, ModelsQuery, true);

describe('normaliseQueryKeys', () => {
  it('leaves plain keys as sent', () => {
    expect(list({ query: 'dji', page: '1', status: 'ACTIVE' })).toEqual({
      query: { query: 'dji', page: '1', status: 'ACTIVE' },
      errors: [],
    });
  });

  it('reads an object reduced to its id: manufacturer.id → manufacturer', () => {
    expect(list({ 'manufacturer.id': UUID })).toEqual({ query: { manufacturer: UUID }, errors: [] });
  });

  it('reads list filters under filter.', () => {
    expect(list({ 'filter.status': 'ACTIVE', 'filter.manufacturer.id': UUID, 'filter.query': 'x' }).query).toEqual({
      status: 'ACTIVE',
      manufacturer: UUID,
      query: 'x',
    });
  });

  it('fills nested DTOs from dotted keys', () => {
    expect(list({ 'box.minLat': '55.5' }).query).toEqual({ box: { minLat: '55.5' } });
  });

  it('leaves keys it cannot place as sent, for the whitelist to refuse by name', () => {
    expect(list({ 'manufacturer.name': 'DJI', 'filter.colour': 'red', 'colour.id': '1', 'a..b': '1' }).query).toEqual({
      'manufacturer.name': 'DJI',
      'filter.colour': 'red',
      'colour.id': '1',
      'a..b': '1',
    });
  });

  it('reads filter. only on list queries', () => {
    expect(normaliseQueryKeys({ 'filter.status': 'ACTIVE' }, ModelsQuery, false).query).toEqual({ 'filter.status': 'ACTIVE' });
  });

  it('refuses two keys that give one property different values, and accepts the same value twice', () => {
    expect(list({ status: 'ACTIVE', 'filter.status': 'ARCHIVED' }).errors).toEqual([
      { field: 'filter.status', error: 'filter.status gives status a second, different value' },
    ]);
    expect(list({ 'filter.status': 'ACTIVE', status: 'ACTIVE' })).toEqual({ query: { status: 'ACTIVE' }, errors: [] });
    expect(list({ box: 'x', 'box.minLat': '1' }).errors).toHaveLength(1);
  });

  it('never writes to a prototype', () => {
    const { query } = list(JSON.parse('{"__proto__": "x", "box.__proto__.polluted": "1"}'));
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.keys(query).sort()).toEqual(['__proto__', 'box.__proto__.polluted']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

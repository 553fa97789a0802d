import { FieldValidationException } from '../errors/field-validation.exception';
import { AppValidationPipe } from '../validation/app-validation.pipe';
import { PageQueryDto } from './page-query.dto';

const parse = (query: Record<string, string>) =>
  new AppValidationPipe().transform(query, { type: 'query', metatype: PageQueryDto }) as Promise<PageQueryDto>;

describe('PageQueryDto', () => {
  it('defaults to the first page of 20', async () => {
    const query = await parse({});
    expect(query).toMatchObject({ page: 0, size: 20 });
    expect(query.sort).toBeUndefined();
  });

  it('turns query strings into numbers', async () => {
    expect(await parse({ page: '2', size: '5', sort: 'CREATE_DATE-' })).toMatchObject({ page: 2, size: 5, sort: 'CREATE_DATE-' });
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ page: 'first' }, 'page'],
    [{ size: '0' }, 'size'],
    [{ size: '101' }, 'size'],
    [{ page: '1e308' }, 'page'],
    [{ page: '2147483648' }, 'page'],
    [{ page: '99999999999999999999' }, 'page'],
    [{ sort: 'name' }, 'sort'],
    [{ sort: 'NAME--' }, 'sort'],
  ])('refuses %j', async (query, field) => {
    const error = await parse(query).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldValidationException);
    expect((error as FieldValidationException).fieldErrors.map((e) => e.field)).toEqual(expect.arrayContaining([field]));
  });
});

import { ApiRequestError, isApiError, normalizeApiError, splitFieldErrors } from './errors';

const FALLBACK = 'Unexpected error';

describe('normalizeApiError', () => {
  it('keeps the server error shape as it is', () => {
    const body = {
      error: 'Bad Request',
      message: 'firstName:must contain letters only; birthDate:age must be 18 to 100',
      statusCode: 400,
      detailedError: [
        { field: 'firstName', error: 'must contain letters only' },
        { field: 'birthDate', error: 'age must be 18 to 100' },
      ],
    };
    expect(normalizeApiError({ status: 400, body }, FALLBACK)).toEqual(body);
  });

  it('splits field:error strings from the message when detailedError is missing', () => {
    const result = normalizeApiError({ status: 400, body: { message: ['lastName:too long', 'sex:must be M or F'] } }, FALLBACK);
    expect(result.detailedError).toEqual([
      { field: 'lastName', error: 'too long' },
      { field: 'sex', error: 'must be M or F' },
    ]);
    expect(result.message).toBe('lastName:too long; sex:must be M or F');
    expect(result.error).toBe('Bad Request');
  });

  it('uses statusCode 0 and the fallback text when there was no response', () => {
    expect(normalizeApiError({}, FALLBACK)).toEqual({ error: 'Network Error', message: FALLBACK, statusCode: 0, detailedError: [] });
  });

  it('prefers details over message and falls back for empty bodies', () => {
    expect(normalizeApiError({ status: 409, body: { details: 'Already exists', message: 'Conflict' } }, FALLBACK).message).toBe(
      'Already exists',
    );
    expect(normalizeApiError({ status: 502, body: '' }, FALLBACK)).toEqual({
      error: 'Bad Gateway',
      message: FALLBACK,
      statusCode: 502,
      detailedError: [],
    });
  });

  it('decodes binary bodies as JSON', () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ message: 'No report', error: 'Not Found', statusCode: 404 }));
    const result = normalizeApiError({ status: 404, body: bytes.buffer }, FALLBACK);
    expect(result).toMatchObject({ message: 'No report', error: 'Not Found', statusCode: 404 });
  });

  it('treats a plain-text body as the message', () => {
    expect(normalizeApiError({ status: 500, body: 'Gateway exploded' }, FALLBACK).message).toBe('Gateway exploded');
  });
});

describe('splitFieldErrors', () => {
  it('ignores sentences and URLs that are not field errors', () => {
    expect(splitFieldErrors('Something went wrong')).toEqual([]);
    expect(splitFieldErrors('see https://example.org')).toEqual([]);
    expect(splitFieldErrors('bankAccount.bik:must be 9 digits')).toEqual([{ field: 'bankAccount.bik', error: 'must be 9 digits' }]);
  });
});

describe('ApiRequestError', () => {
  it('is an Error and satisfies the error shape', () => {
    const error = new ApiRequestError({ error: 'Forbidden', message: 'No access', statusCode: 403, detailedError: [] });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error.toJSON()).toEqual({ error: 'Forbidden', message: 'No access', statusCode: 403, detailedError: [] });
  });
});

import { BadRequestException, ForbiddenException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { toErrorBody } from './all-exceptions.filter';
import { FieldValidationException } from './field-validation.exception';

describe('toErrorBody', () => {
  it('renders Nest HTTP exceptions in the error shape', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /nope'))).toEqual({
      error: 'Not Found',
      message: 'Cannot GET /nope',
      statusCode: 404,
    });
    expect(toErrorBody(new ForbiddenException())).toEqual({ error: 'Forbidden', message: 'Forbidden', statusCode: 403 });
    expect(toErrorBody(new ServiceUnavailableException('Database is not reachable'))).toEqual({
      error: 'Service Unavailable',
      message: 'Database is not reachable',
      statusCode: 503,
    });
  });

  it('joins message arrays of built-in exceptions', () => {
    const body = toErrorBody(new BadRequestException(['a is wrong', 'b is wrong']));
    expect(body).toEqual({ error: 'Bad Request', message: 'a is wrong; b is wrong', statusCode: 400 });
  });

  it('renders field errors as detailedError and a field:error message', () => {
    const body = toErrorBody(
      new FieldValidationException([
        { field: 'firstName', error: 'firstName should not be empty' },
        { field: 'sex', error: 'sex must be one of the following values: M, F' },
      ]),
    );
    expect(body).toEqual({
      error: 'Bad Request',
      message: 'firstName:firstName should not be empty; sex:sex must be one of the following values: M, F',
      statusCode: 400,
      detailedError: [
        { field: 'firstName', error: 'firstName should not be empty' },
        { field: 'sex', error: 'sex must be one of the following values: M, F' },
      ],
    });
  });

  it("keeps the status of a library's failure that names one, but not its message", () => {
    const failure = Object.assign(new Error('parser internals at line 3'), { statusCode: 413 });
    expect(toErrorBody(failure)).toEqual({ error: 'Payload Too Large', message: 'Payload Too Large', statusCode: 413 });
    expect(toErrorBody(Object.assign(new Error('x'), { status: 404 }))).toMatchObject({ statusCode: 404, message: 'Not Found' });
  });

  it('never leaks the details of unexpected errors', () => {
    expect(toErrorBody(new Error('connection to 10.0.0.5 refused'))).toEqual({
      error: 'Internal Server Error',
      message: 'Internal server error',
      statusCode: 500,
    });
    expect(toErrorBody('a string was thrown')).toMatchObject({ statusCode: 500, message: 'Internal server error' });
  });
});

import { installFakeXhr, type FakeXhrControl } from '../testing/fakeXhr';
import { ApiRequestError } from './errors';
import { configureApiClient, resetApiClient } from './client';
import { appendJsonPart, uploadMultipart, type UploadProgress } from './upload';

let xhr: FakeXhrControl;
const createRequest = () => new xhr.Xhr();

function form(): FormData {
  const data = new FormData();
  appendJsonPart(data, 'document', { typeCode: 'RU_INN', number: '500100732259' });
  data.append('files', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'inn.pdf');
  return data;
}

beforeEach(() => {
  xhr = installFakeXhr();
  resetApiClient();
});

afterEach(() => xhr.restore());

describe('uploadMultipart', () => {
  it('sends the form with the token, reports progress and parses the answer', async () => {
    const unhandled = jest.fn();
    configureApiClient({ baseUrl: 'http://api.test', getToken: async () => 'tok', onUnhandledError: unhandled });
    xhr.reply({
      status: 201,
      body: { id: 'd1' },
      progress: [
        [50, 200],
        [200, 200],
      ],
    });
    const progress: UploadProgress[] = [];

    const answer = await uploadMultipart<{ id: string }>('/api/user/current/documents', form(), {
      createRequest,
      onProgress: (p) => progress.push(p),
    });

    expect(answer).toEqual({ id: 'd1' });
    const [request] = xhr.sent;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/user/current/documents');
    expect(request.headers.Authorization).toBe('Bearer tok');
    expect((request.body as FormData).get('document')).toBe('{"typeCode":"RU_INN","number":"500100732259"}');
    expect(progress.map((p) => p.fraction)).toEqual([0.25, 1]);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('rejects with the field errors of a 400 and keeps the error page out of it', async () => {
    const unhandled = jest.fn();
    configureApiClient({ baseUrl: 'http://api.test', onUnhandledError: unhandled });
    xhr.reply({
      status: 400,
      body: {
        error: 'Bad Request',
        statusCode: 400,
        message: 'files:the content is PNG, not PDF',
        detailedError: [{ field: 'files', error: 'the content is PNG, not PDF' }],
      },
    });
    const failure = await uploadMultipart('/x', form(), { createRequest }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).detailedError).toEqual([{ field: 'files', error: 'the content is PNG, not PDF' }]);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('treats 413 as the form’s problem and a 500 as the page’s', async () => {
    const unhandled = jest.fn();
    configureApiClient({ baseUrl: 'http://api.test', onUnhandledError: unhandled });
    xhr.reply({ status: 413, body: { error: 'Payload Too Large', statusCode: 413, message: 'files:larger than 10485760 bytes' } });
    await expect(uploadMultipart('/x', form(), { createRequest })).rejects.toMatchObject({ statusCode: 413 });
    expect(unhandled).not.toHaveBeenCalled();
    xhr.reply({ status: 500, body: '' });
    await expect(uploadMultipart('/x', form(), { createRequest })).rejects.toMatchObject({ statusCode: 500 });
    expect(unhandled).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 500 }), { method: 'POST', path: '/x' });
  });

  it('refreshes the token once after a 401 and sends again', async () => {
    let token = 'old';
    configureApiClient({
      baseUrl: 'http://api.test',
      getToken: async () => token,
      refreshAfterUnauthorized: async () => {
        token = 'new';
        return true;
      },
    });
    xhr.reply({ status: 401, body: '' }, { status: 200, body: { url: '/api/files/1' } });
    await expect(uploadMultipart('/a', form(), { createRequest, method: 'PUT' })).resolves.toEqual({ url: '/api/files/1' });
    expect(xhr.sent.map((r) => r.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(xhr.sent[1].method).toBe('PUT');
  });

  it('reports a lost connection as status 0', async () => {
    configureApiClient({ baseUrl: 'http://api.test' });
    await expect(uploadMultipart('/x', form(), { createRequest, ignoreStatuses: 'all' })).rejects.toMatchObject({ statusCode: 0 });
  });
});

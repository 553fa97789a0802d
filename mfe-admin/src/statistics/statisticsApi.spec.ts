/**
 * @jest-environment node
 */
// Node's own fetch classes: the download builds a Request, which jsdom does not have.
import { configureApiClient } from '@nebo/shared-ui';
import { downloadStatistics, filenameFromDisposition } from './statisticsApi';

function serve(response: () => Response) {
  const seen: { url: string; authorization: string | null }[] = [];
  configureApiClient({
    baseUrl: 'http://api.test/',
    getToken: async () => 'token-1',
    fetch: (async (input: Request) => {
      seen.push({ url: input.url, authorization: input.headers.get('Authorization') });
      return response();
    }) as typeof fetch,
  });
  return seen;
}

describe('downloadStatistics', () => {
  it("fetches the period's workbook with the session's token and saves it under the server's name", async () => {
    const seen = serve(
      () =>
        new Response('PK', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="statistics_2025-01-01_2025-01-31.xlsx"',
          },
        }),
    );
    const save = jest.fn();
    await expect(downloadStatistics({ dateFrom: '2025-01-01', dateTo: '2025-01-31' }, save)).resolves.toBe(
      'statistics_2025-01-01_2025-01-31.xlsx',
    );
    expect(seen).toEqual([
      { url: 'http://api.test/api/system/admin/statistics?dateFrom=2025-01-01&dateTo=2025-01-31', authorization: 'Bearer token-1' },
    ]);
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('statistics_2025-01-01_2025-01-31.xlsx');
    expect(await blob.text()).toBe('PK');
  });

  it('rejects in the platform error shape, saving nothing', async () => {
    serve(
      () =>
        new Response(
          JSON.stringify({
            error: 'Bad Request',
            statusCode: 400,
            message: 'dateTo:must not be before dateFrom',
            detailedError: [{ field: 'dateTo', error: 'must not be before dateFrom' }],
          }),
          {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    const save = jest.fn();
    await expect(downloadStatistics({ dateFrom: '2025-02-01', dateTo: '2025-01-01' }, save)).rejects.toMatchObject({
      name: 'ApiRequestError',
    });
    expect(save).not.toHaveBeenCalled();
  });
});

describe('filenameFromDisposition', () => {
  it('reads quoted and bare names', () => {
    expect(filenameFromDisposition('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(filenameFromDisposition('attachment; filename=b.xlsx')).toBe('b.xlsx');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

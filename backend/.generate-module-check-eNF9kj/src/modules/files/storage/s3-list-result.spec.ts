import { parseListPage } from './s3-list-result';

const page = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${body}</ListBucketResult>`;

describe('parseListPage', () => {
  it('reads keys (URL-encoded, as asked with encoding-type=url), their times, and where the next page starts', () => {
    const xml = page(
      '<IsTruncated>true</IsTruncated><NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=&amp;x</NextContinuationToken>' +
        '<Contents><Key>ab/cd/file</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><ETag>&quot;e&quot;</ETag></Contents>' +
        '<Contents>\n  <Key>backups/2026+01+02%20%C3%A9.tar</Key>\n  <LastModified>2026-01-03T00:00:00.000Z</LastModified>\n</Contents>',
    );
    expect(parseListPage(xml)).toEqual({
      objects: [
        { key: 'ab/cd/file', lastModified: new Date('2026-01-02T03:04:05.000Z') },
        { key: 'backups/2026 01 02 é.tar', lastModified: new Date('2026-01-03T00:00:00.000Z') },
      ],
      nextToken: '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=&x',
    });
  });

  it('ends on a page that is not truncated, and leaves out entries it cannot read', () => {
    const xml = page(
      '<IsTruncated>false</IsTruncated><Contents><Key>%E0%A4%A</Key><LastModified>2026-01-02T03:04:05Z</LastModified></Contents><Contents><Key>a</Key><LastModified>yesterday</LastModified></Contents>',
    );
    expect(parseListPage(xml)).toEqual({ objects: [], nextToken: undefined });
  });

  it('refuses what is not a list, and a truncated list that does not say where to go on', () => {
    expect(() => parseListPage('<Error><Code>AccessDenied</Code></Error>')).toThrow(/not a ListBucketResult/);
    expect(() => parseListPage(page('<IsTruncated>true</IsTruncated>'))).toThrow(/without NextContinuationToken/);
  });
});

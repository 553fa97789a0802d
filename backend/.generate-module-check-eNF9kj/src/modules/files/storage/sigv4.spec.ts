import { EMPTY_PAYLOAD_SHA256, amzDate, canonicalQuery, encodePathSegment, signV4 } from './sigv4';

describe('signV4', () => {
  // The worked example "GET Object" of the AWS S3 documentation (Signature Version 4, header-based auth).
  it('reproduces the documented signature of the AWS example', () => {
    const authorization = signV4(
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY_PAYLOAD_SHA256,
          'x-amz-date': '20130524T000000Z',
        },
      },
      { accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  // The worked example "GET Bucket (List Objects)": the query goes into the canonical request, sorted.
  it('reproduces the documented signature of a request with a query string', () => {
    const authorization = signV4(
      {
        method: 'GET',
        path: '/',
        query: { prefix: 'J', 'max-keys': '2' },
        headers: { Host: 'examplebucket.s3.amazonaws.com', 'x-amz-content-sha256': EMPTY_PAYLOAD_SHA256, 'x-amz-date': '20130524T000000Z' },
      },
      { accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;x-amz-content-sha256;x-amz-date, ' +
        'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('writes the canonical query: names and values encoded, sorted by name, empty values kept', () => {
    expect(canonicalQuery({ 'list-type': '2', 'continuation-token': '1/a+b=', 'encoding-type': 'url', acl: '' })).toBe(
      'acl=&continuation-token=1%2Fa%2Bb%3D&encoding-type=url&list-type=2',
    );
  });

  it('formats dates and encodes path segments as SigV4 wants', () => {
    expect(amzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
    expect(encodePathSegment("a b(c)!*'")).toBe('a%20b%28c%29%21%2A%27');
  });
});

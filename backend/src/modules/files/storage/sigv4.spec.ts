import { EMPTY_PAYLOAD_SHA256, amzDate, encodePathSegment, signV4 } from './sigv4';

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

  it('formats dates and encodes path segments as SigV4 wants', () => {
    expect(amzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
    expect(encodePathSegment("a b(c)!*'")).toBe('a%20b%28c%29%21%2A%27');
  });
});

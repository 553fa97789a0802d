import { isAllowedRedirectUri } from './redirect-uri';

const ORIGINS = ['http://localhost:8080', 'https://nebo.example.ru'];

describe('isAllowedRedirectUri', () => {
  it.each(['http://localhost:8080/sppi-redirect/', 'http://localhost:8080/en/sppi-redirect/', 'https://nebo.example.ru/sppi-redirect/'])(
    'accepts %s',
    (uri) => expect(isAllowedRedirectUri(uri, ORIGINS)).toBe(true),
  );

  it.each([
    undefined,
    '',
    'not a url',
    'http://localhost:8081/sppi-redirect/',
    'http://evil.example/sppi-redirect/',
    'http://localhost:8080/sppi-redirect',
    'http://localhost:8080/sppi-redirect/?next=x',
    'http://localhost:8080/sppi-redirect/#x',
    'http://localhost:8080/de/sppi-redirect/',
    'http://user:pw@localhost:8080/sppi-redirect/',
    'http://localhost:8080/other/../sppi-redirect/',
    'https://localhost:8080/sppi-redirect/',
  ])('refuses %s', (uri) => expect(isAllowedRedirectUri(uri, ORIGINS)).toBe(false));
});

import { REDACTED, isSecretParameter, redactText, redactUrl, stripUnsafeCharacters } from './log-sanitizer';

describe('redactUrl', () => {
  it('masks the value of every secret query parameter and keeps the rest as it arrived', () => {
    expect(redactUrl('/api/files/7f3e?access_token=eyJhbGciOi.x.y&download=1')).toBe(`/api/files/7f3e?access_token=${REDACTED}&download=1`);
    expect(
      redactUrl(
        '/realms/nebo/protocol/openid-connect/logout?id_token_hint=eyJ.a.b&post_logout_redirect_uri=http%3A%2F%2Flocalhost%3A8080%2F',
      ),
    ).toBe(
      `/realms/nebo/protocol/openid-connect/logout?id_token_hint=${REDACTED}&post_logout_redirect_uri=http%3A%2F%2Flocalhost%3A8080%2F`,
    );
    expect(redactUrl('/cb?code=abc&state=xyz&session_state=s&iss=http%3A%2F%2Fx')).toBe(
      `/cb?code=${REDACTED}&state=${REDACTED}&session_state=${REDACTED}&iss=http%3A%2F%2Fx`,
    );
    expect(redactUrl('/t?refresh_token=r&client_secret=c&code_verifier=v&password=p&token=t')).toBe(
      `/t?refresh_token=${REDACTED}&client_secret=${REDACTED}&code_verifier=${REDACTED}&password=${REDACTED}&token=${REDACTED}`,
    );
  });

  it('recognises names in any case, percent-encoded, and any name that says token, secret or password', () => {
    expect(redactUrl('/x?Access_Token=a&access%5Ftoken=b&my-api-token=c&new_password=d&page=1')).toBe(
      `/x?Access_Token=${REDACTED}&access%5Ftoken=${REDACTED}&my-api-token=${REDACTED}&new_password=${REDACTED}&page=1`,
    );
  });

  it('masks fragments too, and leaves URLs without secrets unchanged', () => {
    expect(redactUrl('http://localhost:8080/#state=s&access_token=a&token_type=Bearer')).toBe(
      `http://localhost:8080/#state=${REDACTED}&access_token=${REDACTED}&token_type=${REDACTED}`,
    );
    for (const url of ['/api/user/drones/find?page=1&size=20', '/api/x', '/api/x?', '/api/x?flag&a=', '/a?b=c=d']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('removes control, ANSI and bidi characters', () => {
    expect(redactUrl('/api/\u001b[31mred\u001b[0m/\u202eexe.txt\r\n?a=1')).toBe('/api/red/exe.txt?a=1');
  });
});

describe('stripUnsafeCharacters', () => {
  it('removes terminal escape sequences whole, C0/C1 controls, DEL and bidi/invisible format characters', () => {
    expect(stripUnsafeCharacters('curl/8.0 \u001b[2J\u001b]0;pwned\u0007ok')).toBe('curl/8.0 ok');
    expect(stripUnsafeCharacters('a\u0000b\u007fc\u0085d\u009b31me')).toBe('abcde');
    expect(stripUnsafeCharacters('file\u202Egnp.exe \u2066x\u2069 \u200Fy\u061C \u2028z\ufeff')).toBe('filegnp.exe x y z');
  });

  it('keeps ordinary text of any script', () => {
    const text = 'Mozilla/5.0 (X11; Linux x86_64) Пилот Тестовый — 飞行 ✈ "quoted" <tag>';
    expect(stripUnsafeCharacters(text)).toBe(text);
  });
});

describe('redactText', () => {
  it('masks secrets quoted in a message: URL parameters, URL passwords and bearer credentials', () => {
    expect(redactText('GET http://idp/x?id_token_hint=eyJ.a.b&ui_locales=ru failed')).toBe(
      `GET http://idp/x?id_token_hint=${REDACTED}&ui_locales=ru failed`,
    );
    expect(redactText('cannot connect to postgres://nebo:s3cret@db:5432/nebo')).toBe(
      `cannot connect to postgres://nebo:${REDACTED}@db:5432/nebo`,
    );
    expect(redactText('header was Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe(`header was Bearer ${REDACTED}`);
    expect(redactText('body password=hunter2 client_secret=abc')).toBe(`body password=${REDACTED} client_secret=${REDACTED}`);
  });

  it('leaves words that are secrets only inside a URL alone in prose, and keeps line breaks', () => {
    expect(redactText('job state=PENDING code=42\nnext line')).toBe('job state=PENDING code=42\nnext line');
    expect(redactText('see /cb?state=abc')).toBe(`see /cb?state=${REDACTED}`);
  });
});

describe('isSecretParameter', () => {
  it('knows the protocol names and leaves ordinary ones', () => {
    for (const name of [
      'access_token',
      'id_token_hint',
      'refresh_token',
      'code',
      'token',
      'state',
      'password',
      'client_secret',
      'X-Api-Key',
    ]) {
      expect(isSecretParameter(name)).toBe(true);
    }
    for (const name of ['page', 'size', 'sort', 'redirect_uri', 'post_logout_redirect_uri', 'lang', 'query', 'filter.status']) {
      expect(isSecretParameter(name)).toBe(false);
    }
  });
});

import { socialAccountFrom } from './social-userinfo';

describe('socialAccountFrom', () => {
  it('reads OpenID Connect userinfo', () => {
    expect(socialAccountFrom({ sub: '1077', name: 'Иван Петров', email: 'ivan@example.ru' })).toEqual({
      externalId: '1077',
      displayName: 'Иван Петров',
    });
  });

  it('reads Yandex ID (id, display_name) and Mail.ru (numeric id, names)', () => {
    expect(socialAccountFrom({ id: '1130000012345678', display_name: 'ivan.petrov', login: 'ivan' })).toEqual({
      externalId: '1130000012345678',
      displayName: 'ivan.petrov',
    });
    expect(socialAccountFrom({ id: 4242, first_name: 'Иван', last_name: 'Петров' })).toEqual({
      externalId: '4242',
      displayName: 'Иван Петров',
    });
  });

  it('reads VK ID (user.user_id) and the VK API (response[0].id)', () => {
    expect(socialAccountFrom({ user: { user_id: '210700286', first_name: 'Иван', last_name: 'Петров' } })).toEqual({
      externalId: '210700286',
      displayName: 'Иван Петров',
    });
    expect(socialAccountFrom({ response: [{ id: 1, first_name: 'Павел' }] })).toEqual({ externalId: '1', displayName: 'Павел' });
  });

  it('gives up without an id', () => {
    expect(socialAccountFrom({ name: 'Nobody' })).toBeUndefined();
    expect(socialAccountFrom({ sub: '' })).toBeUndefined();
    expect(socialAccountFrom('oops')).toBeUndefined();
    expect(socialAccountFrom(null)).toBeUndefined();
  });
});

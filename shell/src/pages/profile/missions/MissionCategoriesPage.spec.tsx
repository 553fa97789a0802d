import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { alertStore, configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, type FakeApi } from '@nebo/shared-ui/testing';
import { renderInShell } from '../../../testing/renderInShell';
import { MissionCategoriesPage } from './MissionCategoriesPage';

const PROFILE = '/api/user/current/profile';
const DICTIONARY = '/api/dictionaries/MISSION_CATEGORY';
const SAVE = '/api/user/current/profile/mission-categories';

function setup(missions: number[]): FakeApi {
  const fake = createFakeApi();
  fake.on('GET', PROFILE, { body: { missions, userSocialIdentities: [] } });
  fake.on('GET', DICTIONARY, ({ headers }) => ({
    body: {
      data: [
        {
          id: 1,
          code: 'AERIAL_PHOTOGRAPHY',
          name: headers['accept-language'] === 'en' ? 'Aerial photography and video' : 'Аэрофото- и видеосъёмка',
          nameEn: 'Aerial photography and video',
        },
        {
          id: 2,
          code: 'MAPPING',
          name: headers['accept-language'] === 'en' ? 'Mapping and surveying' : 'Картографирование и геодезия',
          nameEn: 'Mapping and surveying',
        },
        {
          id: 7,
          code: 'SEARCH_AND_RESCUE',
          name: headers['accept-language'] === 'en' ? 'Search and rescue' : 'Поисково-спасательные работы',
          nameEn: 'Search and rescue',
        },
      ],
      meta: { totalCount: 3 },
    },
  }));
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  return fake;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(() => act(() => alertStore.getState().clear()));

describe('MissionCategoriesPage', () => {
  it('lists the dictionary in the page language with the saved kinds ticked, and saves the new choice', async () => {
    const fake = setup([7]);
    fake.on('PATCH', SAVE, ({ body }) => ({ body }));
    renderInShell(<MissionCategoriesPage />, { route: '/en/profile/mission-categories/' });

    expect(await screen.findByRole('group', { name: 'What you do' })).toBeTruthy();
    expect(box('Search and rescue').checked).toBe(true);
    expect(box('Aerial photography and video').checked).toBe(false);
    expect(screen.getByText('1 of 3 chosen')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(fake.calls.find((call) => call.url.pathname === DICTIONARY)?.url.searchParams.get('sort')).toBe('ORDER');

    fireEvent.click(box('Aerial photography and video'));
    expect(screen.getByText('2 of 3 chosen')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(alertStore.getState().alerts.map((alert) => alert.message)).toEqual(['Kinds of work saved.']));
    expect(fake.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ missionCategoryIds: [1, 7] });
  });

  it('clears the list when every box is unticked', async () => {
    const fake = setup([1]);
    fake.on('PATCH', SAVE, { body: { missionCategoryIds: [] } });
    renderInShell(<MissionCategoriesPage />, { route: '/profile/mission-categories/' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Аэрофото- и видеосъёмка' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(alertStore.getState().alerts.map((alert) => alert.message)).toEqual(['Список видов работ очищен.']));
    expect(fake.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ missionCategoryIds: [] });
  });

  it('shows the server field error with every box', async () => {
    const fake = setup([]);
    fake.on('PATCH', SAVE, {
      status: 400,
      body: {
        error: 'Bad Request',
        message: 'missionCategoryIds:missionCategoryIds has ids not in the MISSION_CATEGORY dictionary: 2',
        statusCode: 400,
        detailedError: [{ field: 'missionCategoryIds', error: 'missionCategoryIds has ids not in the MISSION_CATEGORY dictionary: 2' }],
      },
    });
    renderInShell(<MissionCategoriesPage />, { route: '/profile/mission-categories/' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Картографирование и геодезия' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    const error = await screen.findByText('missionCategoryIds has ids not in the MISSION_CATEGORY dictionary: 2');
    const mapping = box('Картографирование и геодезия');
    expect(mapping.getAttribute('aria-invalid')).toBe('true');
    expect(mapping.getAttribute('aria-describedby')).toBe(error.id);
    expect(alertStore.getState().alerts).toEqual([]);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@nebo/shared-ui/testing';
import { fetchSunrise } from '../api/mapApi';
import type { SunriseResponse } from '../geo/types';
import { registerRemoteTranslations } from '../i18n';
import { SunPanel, dayLengthParts } from './SunPanel';
import { moscowTodayText } from './sunDate';

jest.mock('../api/mapApi', () => ({ fetchSunrise: jest.fn() }));

registerRemoteTranslations();

const MOSCOW = { lat: 55.7558, lng: 37.6173 };
const fetchSunriseMock = fetchSunrise as jest.MockedFunction<typeof fetchSunrise>;

function answer(date: string): SunriseResponse {
  return {
    date,
    lat: MOSCOW.lat,
    lng: MOSCOW.lng,
    timeZone: 'Europe/Moscow',
    sunrise: `${date}T03:45:00+03:00`,
    sunset: `${date}T21:18:00+03:00`,
    solarNoon: `${date}T12:31:00+03:00`,
    civilDawn: `${date}T02:57:00+03:00`,
    civilDusk: `${date}T22:06:00+03:00`,
    dayLength: 63_180,
    polar: null,
  };
}

beforeEach(() => {
  fetchSunriseMock.mockReset();
  fetchSunriseMock.mockImplementation(async (_point, date) => answer(date));
});

const dateField = () => screen.getByLabelText('Дата') as HTMLInputElement;

describe('the sunrise panel date field', () => {
  it('opens on today in Moscow as DD.MM.YYYY and asks for that day', async () => {
    renderWithProviders(<SunPanel point={MOSCOW} />);
    const today = moscowTodayText();
    expect(dateField().value).toBe(today);
    expect(dateField().type).toBe('text');
    await waitFor(() => expect(fetchSunriseMock).toHaveBeenCalledWith(MOSCOW, today.split('.').reverse().join('-'), expect.anything()));
    expect(screen.queryByRole('button', { name: 'Сегодня' })).toBeNull();
  });

  it('formats the digits as they are typed and answers for the typed day', async () => {
    renderWithProviders(<SunPanel point={MOSCOW} />);
    fireEvent.change(dateField(), { target: { value: '21062026' } });
    expect(dateField().value).toBe('21.06.2026');
    expect(await screen.findByTestId('sunrise-time')).toHaveProperty('textContent', '03:45');
    expect(fetchSunriseMock).toHaveBeenLastCalledWith(MOSCOW, '2026-06-21', expect.anything());
  });

  it('says at once that an impossible date does not exist, and asks nothing for it', async () => {
    renderWithProviders(<SunPanel point={MOSCOW} />);
    await waitFor(() => expect(fetchSunriseMock).toHaveBeenCalledTimes(1));
    fireEvent.change(dateField(), { target: { value: '31.02.2026' } });
    expect(screen.getByText('Такой даты нет: 31.02.2026')).toBeTruthy();
    expect(dateField().getAttribute('aria-invalid')).toBe('true');
    expect(dateField().getAttribute('aria-describedby')).toContain('-error');
    expect(screen.queryByTestId('sunrise-time')).toBeNull();
    expect(fetchSunriseMock).toHaveBeenCalledTimes(1);
  });

  it('asks for the full date only once the field is left half-typed', () => {
    renderWithProviders(<SunPanel point={MOSCOW} />);
    fireEvent.change(dateField(), { target: { value: '2106' } });
    expect(dateField().value).toBe('21.06');
    expect(screen.queryByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeNull();
    fireEvent.blur(dateField());
    expect(screen.getByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeTruthy();
  });

  it('steps a day with the arrow keys and goes back to today with the button', async () => {
    renderWithProviders(<SunPanel point={MOSCOW} />);
    fireEvent.change(dateField(), { target: { value: '31.12.2026' } });
    fireEvent.keyDown(dateField(), { key: 'ArrowUp' });
    expect(dateField().value).toBe('01.01.2027');
    fireEvent.keyDown(dateField(), { key: 'ArrowDown' });
    fireEvent.keyDown(dateField(), { key: 'ArrowDown' });
    expect(dateField().value).toBe('30.12.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Сегодня' }));
    expect(dateField().value).toBe(moscowTodayText());
  });

  it('speaks English under /en', () => {
    renderWithProviders(<SunPanel point={null} />, { route: '/en/map/' });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '30.02.2026' } });
    expect(screen.getByText('There is no such date: 30.02.2026')).toBeTruthy();
    expect(screen.getByText('Click the map to choose a point.')).toBeTruthy();
  });

  it('gives the day length in whole hours and minutes', () => {
    expect(dayLengthParts(63_180)).toEqual({ hours: 17, minutes: 33 });
    expect(dayLengthParts(3_599)).toEqual({ hours: 1, minutes: 0 });
    expect(dayLengthParts(0)).toEqual({ hours: 0, minutes: 0 });
  });
});

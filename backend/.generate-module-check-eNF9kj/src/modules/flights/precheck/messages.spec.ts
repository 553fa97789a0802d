import { message } from './messages';

describe('pre-check texts', () => {
  it('writes a fix in Russian and English with the direction named', () => {
    const params = { distance: 600, direction: 'E', zone: 'Зона А' };
    expect(message('MOVE_TAKE_OFF_POINT', params, 'en')).toBe('Move the take-off point 600 m east of the zone "Зона А"');
    expect(message('MOVE_TAKE_OFF_POINT', params, 'ru')).toBe('Перенесите точку взлёта на 600 м к востоку от зоны «Зона А»');
    expect(message('LOWER_MAX_ALTITUDE', { value: 150 }, 'en')).toBe('Lower the maximum altitude to 150 m');
    expect(message('LOWER_MAX_ALTITUDE', { value: 150 }, 'ru')).toBe('Снизьте максимальную высоту до 150 м');
  });

  it("writes a zone's band, unlimited when it has no top", () => {
    expect(message('ZONE_AT_FLIGHT_ALTITUDE', { zone: 'A', zoneMin: 0, zoneMax: 150, reference: 'AGL' }, 'en')).toBe(
      'The route crosses the zone "A" (0–150 m AGL) at the flight\'s altitudes',
    );
    expect(message('ZONE_AT_FLIGHT_ALTITUDE', { zone: 'A', zoneMin: 100, zoneMax: null, reference: 'AMSL' }, 'ru')).toBe(
      'Маршрут пересекает зону «A» (100–без ограничения над уровнем моря) на высотах полёта',
    );
    expect(message('ZONE_AT_FLIGHT_ALTITUDE', { zone: 'A', zoneMin: null, zoneMax: null }, 'en')).toBe(
      'The route crosses the zone "A" at the flight\'s altitudes',
    );
  });
});

import i18next from 'i18next';
import { requestsEn } from '../i18n/requests.en';
import { describeRoute } from './routeDescription';

const t = i18next.createInstance({ lng: 'en', resources: { en: { translation: { requests: requestsEn } } }, initAsync: false });
void t.init();

describe('describeRoute', () => {
  it('names the shape in the reader language with its size and centre', () => {
    expect(describeRoute({ type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.62 }], radius: 700 }, t.t)).toBe(
      'circle of radius 700 m, centre 55.7500, 37.6200',
    );
    expect(
      describeRoute(
        {
          type: 'POLYGON',
          points: [
            { lat: 55, lng: 37 },
            { lat: 56, lng: 37 },
            { lat: 56, lng: 38 },
          ],
        },
        t.t,
      ),
    ).toBe('polygon, 3 points, centre 55.5000, 37.5000');
  });

  it('counts every ring of several polygons, and says nothing without a route', () => {
    const ring = [
      { lat: 55, lng: 37 },
      { lat: 55.1, lng: 37 },
      { lat: 55.1, lng: 37.1 },
    ];
    expect(describeRoute({ type: 'MULTIPOLYGON', points: [ring, ring] }, t.t)).toMatch(/^several polygons, 6 points/);
    expect(describeRoute(null, t.t)).toBe('');
  });
});

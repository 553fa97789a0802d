import { act, screen } from '@testing-library/react';
import { i18n, setLanguage } from '@nebo/shared-ui';
import { renderWithProviders } from '@nebo/shared-ui/testing';
import { fetchLayerObject } from '../api/mapApi';
import type { LayerObjectDetail } from '../geo/types';
import { registerRemoteTranslations } from '../i18n';
import { DetailsPanel, type PickedObject } from './DetailsPanel';

jest.mock('../api/mapApi', () => ({ fetchLayerObject: jest.fn() }));

registerRemoteTranslations();

const fetchLayerObjectMock = fetchLayerObject as jest.MockedFunction<typeof fetchLayerObject>;

/** A municipality as the backend answers it in Russian: name and source already in the page's language. */
const MOSCOW: LayerObjectDetail = {
  id: '5f1d2c3b-0000-4000-8000-000000000001',
  layer: 'BOUNDARIES',
  name: 'Москва',
  active: true,
  geoShape: { type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.62 }], radius: 27_000 },
  properties: { kind: 'MUNICIPALITY', generator: 'CIRCLE_AROUND_LOCALITY', generated: true },
  externalId: 'geonames:524901',
  source: 'сгенерировано: круг вокруг населённого пункта, радиус по численности населения (GeoNames)',
  validFrom: null,
  validTo: null,
};

const picked = (object: LayerObjectDetail): PickedObject => ({ id: object.id, layer: object.layer, name: object.name });
const noop = () => undefined;

function renderPanel(object: LayerObjectDetail, route = '/map/') {
  fetchLayerObjectMock.mockResolvedValue(object);
  return renderWithProviders(<DetailsPanel picked={picked(object)} others={[]} onPick={noop} onClose={noop} />, { route });
}

beforeEach(() => fetchLayerObjectMock.mockReset());

describe('the details panel', () => {
  it('says how a generated object was made in Russian, from its generator code', async () => {
    renderPanel(MOSCOW);
    expect(await screen.findByText('Москва')).toBeTruthy();
    expect(screen.getByText('Круг вокруг населённого пункта, радиус — по численности населения (населённые пункты GeoNames)')).toBeTruthy();
    expect(screen.getByText('Сформировано автоматически, не официальные данные')).toBeTruthy();
  });

  it('says it in English on the English page', async () => {
    renderPanel(
      { ...MOSCOW, name: 'Moscow', source: 'generated: circle around the locality, radius from its population (GeoNames)' },
      '/en/map/',
    );
    expect(await screen.findByText('Moscow')).toBeTruthy();
    expect(screen.getByText('A circle around the locality, its radius from the population (GeoNames localities)')).toBeTruthy();
    expect(screen.getByText('Generated automatically, not official data')).toBeTruthy();
  });

  it('shows the backend’s source for real data and for a generator it does not know', async () => {
    renderPanel({ ...MOSCOW, properties: { generator: 'SOMETHING_NEW', generated: true }, source: 'сгенерировано: по-новому' });
    expect(await screen.findByText('сгенерировано: по-новому')).toBeTruthy();
  });

  it('marks a Russian name written from the Latin one, on the Russian page only', async () => {
    const sheremetyevo: LayerObjectDetail = {
      ...MOSCOW,
      layer: 'AIRPORTS',
      name: 'Международный аэропорт Шереметьево',
      geoShape: { type: 'MARKER', points: [{ lat: 55.97, lng: 37.42 }] },
      properties: { landingSiteType: 'AIRPORT', icao: 'UUEE', nameRuTransliterated: true, generated: false },
      source: 'OurAirports (ourairports.com, CC BY 4.0)',
    };
    const { unmount } = renderPanel(sheremetyevo);
    expect(await screen.findByText('Русского названия нет в источниках: оно записано русскими буквами по латинскому')).toBeTruthy();
    expect(screen.getByText('OurAirports (ourairports.com, CC BY 4.0)')).toBeTruthy();
    unmount();
    renderPanel({ ...sheremetyevo, name: 'Sheremetyevo International Airport' }, '/en/map/');
    expect(await screen.findByText('Sheremetyevo International Airport')).toBeTruthy();
    expect(screen.queryByText(/Latin one written in Russian letters/)).toBeNull();
  });

  it('asks again when the page changes language: the answer is in the language asked', async () => {
    fetchLayerObjectMock.mockImplementation(async () => (i18n.language === 'en' ? { ...MOSCOW, name: 'Moscow' } : MOSCOW));
    renderWithProviders(<DetailsPanel picked={picked(MOSCOW)} others={[]} onPick={noop} onClose={noop} />, { route: '/map/' });
    expect(await screen.findByText('Москва')).toBeTruthy();
    act(() => setLanguage('en'));
    expect(await screen.findByText('Moscow')).toBeTruthy();
    expect(fetchLayerObjectMock).toHaveBeenCalledTimes(2);
  });
});

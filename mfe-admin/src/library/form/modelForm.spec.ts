import { i18n } from '@nebo/shared-ui';
import { registerRemoteTranslations } from '../../i18n';
import { NAMESPACE } from '../../namespace';
import type { Model } from '../api/libraryApi';
import { manufacturerPayload, validateManufacturer } from '../manufacturers/manufacturerForm';
import { emptyModelValues, toModelUpload, validateModelValues, valuesFromModel } from './modelForm';

registerRemoteTranslations();
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: NAMESPACE, lng: 'en', ...options });

const model: Model = {
  id: null,
  name: 'Геоскан 201 (копия)',
  manufacturer: { id: 'man-1', name: 'Геоскан', nameEn: 'Geoscan', country: 'RU', status: 'ACTIVE' },
  imageInfos: [{ id: 'img-front', main: true, url: 'http://api.test/public/files/img-front', projection: 'FRONT' }],
  status: 'ACTIVE',
  source: null,
  createDate: null,
  updateDate: null,
  droneType: 'FIXED_WING',
  engineType: 'ELECTRIC',
  engineCount: 1,
  weightClass: 'LIGHT',
  maxTakeoffWeight: 8.5,
  maxLiftingCapacity: null,
  maxDistance: 210,
  maxDuration: 180,
  maxHeight: 4000,
  maxHorizontalSpeed: 36,
  maxVerticalSpeed: null,
  temperature: { from: -20, to: 40 },
  windSpeed: { from: 0, to: 15 },
};

describe('model form rules', () => {
  it('needs a manufacturer and a name before anything is sent', () => {
    expect(validateModelValues(emptyModelValues(), t)).toEqual({ manufacturerId: 'Fill in this field', name: 'Fill in this field' });
    expect(validateModelValues({ ...emptyModelValues('man-1'), name: 'x'.repeat(201) }, t)).toEqual({ name: 'At most 200 characters' });
  });

  it('applies the spec ranges to the model as to a drone', () => {
    const values = valuesFromModel(model);
    expect(validateModelValues(values, t)).toEqual({});
    expect(validateModelValues({ ...values, windSpeed: { from: '0', to: '40.5' }, temperature: { from: '-50', to: '51' } }, t)).toEqual({
      windSpeed: { to: 'A value from 0 to 40' },
      temperature: { to: 'A value from -50 to 50' },
    });
    expect(validateModelValues({ ...values, maxTakeoffWeight: '200' }, t)).toEqual({
      weightClass: 'For this take-off weight the class is “Heavy”',
    });
  });

  it('saves a copy as a new model that keeps the original pictures by id', () => {
    const values = valuesFromModel(model);
    expect(values).not.toHaveProperty('id');
    const { payload, images } = toModelUpload(values);
    expect(payload).toMatchObject({
      manufacturerId: 'man-1',
      name: 'Геоскан 201 (копия)',
      maxTakeoffWeight: 8.5,
      maxVerticalSpeed: null,
      imageInfos: [{ id: 'img-front', projection: 'FRONT' }],
    });
    expect(payload).not.toHaveProperty('id');
    expect(images).toEqual({});
  });

  it('replaces a projection with a newly chosen picture', () => {
    const picture = new File(['png'], 'top.png', { type: 'image/png' });
    const values = { ...valuesFromModel({ ...model, id: 'model-1' }), images: { TOP: { kind: 'new' as const, file: picture } } };
    const { payload, images } = toModelUpload(values);
    expect(payload).toMatchObject({ id: 'model-1', imageInfos: [] });
    expect(images).toEqual({ TOP: picture });
  });
});

describe('manufacturer form rules', () => {
  const blank = { name: 'ZALA Aero', nameEn: '', country: '', website: '' };

  it('accepts a name alone and sends blanks as null, the country upper-cased', () => {
    expect(validateManufacturer(blank, t)).toEqual({});
    expect(manufacturerPayload({ ...blank, country: 'ru' }, 'id-1')).toEqual({
      id: 'id-1',
      name: 'ZALA Aero',
      nameEn: null,
      country: 'RU',
      website: null,
    });
  });

  it('refuses a country that is not two letters and a website that is not http(s)', () => {
    expect(validateManufacturer({ ...blank, name: '', country: 'RUS', website: 'zala.aero' }, t)).toEqual({
      name: 'Fill in this field',
      country: 'Two Latin letters of the country code, such as RU',
      website: 'A website address starting with http:// or https://',
    });
    expect(validateManufacturer({ ...blank, country: 'ru', website: 'https://zala.aero' }, t)).toEqual({});
  });
});

import { i18n } from '../../i18n/instance';
import type { DroneDefaults, DroneFileGroup, DroneRecord as Drone } from './droneFormApi';
import { droneFormData, type DroneUpload } from './droneFormApi';
import {
  hasFiles,
  placeGroupErrors,
  toDroneUpload,
  validateDroneValues,
  valuesFromDefaults,
  valuesFromDrone,
  type DroneFormValues,
} from './droneForm';
import { normaliseRegistrationNumber } from './identityRules';
import { DRONE_FORM_NAMESPACE, registerDroneFormTranslations } from './translations';

registerDroneFormTranslations();
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: DRONE_FORM_NAMESPACE, lng: 'en', ...options });
const OWNERSHIP: DroneFileGroup = { name: 'ownershipProofScan', label: 'Proof of ownership', single: true };

const defaults: DroneDefaults = {
  modelId: '11111111-1111-4111-8111-111111111111',
  model: { id: '11111111-1111-4111-8111-111111111111', name: 'Mavic 3 Classic' },
  name: 'Mavic 3 Classic',
  manufacturer: 'DJI',
  droneType: 'MULTICOPTER',
  engineType: 'ELECTRIC',
  engineCount: 4,
  weightClass: 'LIGHT',
  maxTakeoffWeight: 0.895,
  maxLiftingCapacity: null,
  maxDistance: 30,
  maxDuration: 46,
  maxHeight: 6000,
  maxHorizontalSpeed: 21,
  maxVerticalSpeed: 8,
  temperature: { from: -10, to: 40 },
  windSpeed: { from: 0, to: 12 },
};

const valid = (): DroneFormValues => ({
  ...valuesFromDefaults(defaults),
  serialNumber: '1ZNBJ7R00C00AB',
  registrationNumber: 'RU-0123456',
  issueYear: '2023',
});
const errorsOf = (changes: Partial<DroneFormValues>) => validateDroneValues({ ...valid(), ...changes }, t, 2026);

describe('drone form rules', () => {
  it('prefills the form from the library model, engine count and ranges included', () => {
    const values = valuesFromDefaults(defaults);
    expect(values).toMatchObject({
      modelId: defaults.modelId,
      name: 'Mavic 3 Classic',
      manufacturer: 'DJI',
      engineCount: '4',
      maxTakeoffWeight: '0.895',
      weightClass: 'LIGHT',
    });
    expect(values.temperature).toEqual({ from: '-10', to: '40' });
    expect(values.windSpeed).toEqual({ from: '0', to: '12' });
    expect(validateDroneValues(valid(), t, 2026)).toEqual({});
  });

  // The rules of the characteristics themselves are shared-ui's (drones/characteristicsForm.spec.ts).
  it("applies the shared characteristics rules to the drone, in the remote's own t", () => {
    expect(errorsOf({ temperature: { from: '-51', to: '40' }, windSpeed: { from: '0', to: '41' } })).toEqual({
      temperature: { from: 'A value from -50 to 50' },
      windSpeed: { to: 'A value from 0 to 40' },
    });
    expect(errorsOf({ maxTakeoffWeight: '45', weightClass: 'LIGHT' })).toEqual({
      weightClass: 'For this take-off weight the class is “Medium”',
    });
    expect(errorsOf({ maxTakeoffWeight: '0,895' })).toEqual({});
  });

  it('checks name, serial and registration numbers and the year of manufacture', () => {
    expect(errorsOf({ name: '  ' })).toEqual({ name: 'Fill in this field' });
    expect(errorsOf({ name: 'x'.repeat(151) })).toEqual({ name: 'At most 150 characters' });
    expect(errorsOf({ serialNumber: '-ABC' })).toHaveProperty('serialNumber');
    expect(errorsOf({ serialNumber: 'SN 1' })).toHaveProperty('serialNumber');
    expect(errorsOf({ registrationNumber: 'RU--1' })).toHaveProperty('registrationNumber');
    expect(errorsOf({ registrationNumber: 'БВС 77/0012' })).toEqual({});
    expect(errorsOf({ issueYear: '1949' })).toEqual({ issueYear: 'A value from 1950 to 2026' });
    expect(errorsOf({ issueYear: '2027' })).toEqual({ issueYear: 'A value from 1950 to 2026' });
    expect(normaliseRegistrationNumber('  ru-01   23 ')).toBe('RU-01 23');
  });

  it('sends new photos by projection, keeps stored ones by id, and blanks as null', () => {
    const front = new File(['png'], 'front.png', { type: 'image/png' });
    const scan = new File(['pdf'], 'reg.pdf', { type: 'application/pdf' });
    const upload = toDroneUpload({
      ...valid(),
      maxLiftingCapacity: '',
      images: {
        FRONT: { kind: 'new', file: front },
        TOP: { kind: 'stored', image: { id: 'img-top', main: false, url: '/api/files/img-top', projection: 'TOP' } },
      },
      registrationCertScans: [{ kind: 'new', key: 'k1', file: scan }],
      airworthinessCertScans: [{ kind: 'stored', file: { id: 'scan-1' } }],
    });
    expect(upload.images).toEqual({ FRONT: front });
    expect(upload.registrationCertScans).toEqual([scan]);
    expect(upload.airworthinessCertScans).toEqual([]);
    expect(upload.payload).toMatchObject({
      name: 'Mavic 3 Classic',
      modelId: defaults.modelId,
      serialNumber: '1ZNBJ7R00C00AB',
      registrationNumber: 'RU-0123456',
      issueYear: 2023,
      engineCount: 4,
      maxTakeoffWeight: 0.895,
      maxLiftingCapacity: null,
      temperature: { from: -10, to: 40 },
      windSpeed: { from: 0, to: 12 },
      imageInfos: [{ id: 'img-top', projection: 'TOP' }],
      registrationCertScans: [],
      airworthinessCertScans: [{ id: 'scan-1' }],
    });
    expect(upload.payload).not.toHaveProperty('id');
  });

  it('turns a stored drone into form values, photos by projection', () => {
    const drone: Drone = {
      ...defaults,
      id: 'd1',
      modelId: defaults.modelId,
      serialNumber: null,
      registrationNumber: 'RU-1',
      issueYear: null,
      imageInfos: [{ id: 'f1', main: true, url: '/api/files/f1', projection: 'FRONT' }],
      registrationCertScans: [],
      airworthinessCertScans: [],
      createDate: '2026-01-01T00:00:00Z',
      updateDate: '2026-01-01T00:00:00Z',
    };
    const values = valuesFromDrone(drone);
    expect(values).toMatchObject({ id: 'd1', modelName: 'Mavic 3 Classic', serialNumber: '', issueYear: '', registrationNumber: 'RU-1' });
    expect(values.images.FRONT).toEqual({ kind: 'stored', image: drone.imageInfos[0] });
    expect(toDroneUpload(values).payload).toMatchObject({ id: 'd1', imageInfos: [{ id: 'f1', projection: 'FRONT' }] });
  });

  it('keeps a further file group: new files as their own parts, stored ones by id in the JSON part', async () => {
    const proof = new File(['pdf'], 'proof.pdf', { type: 'application/pdf' });
    const fresh = toDroneUpload(
      { ...valuesFromDefaults(defaults, [OWNERSHIP]), extraFiles: { ownershipProofScan: [{ kind: 'new', key: 'p', file: proof }] } },
      [OWNERSHIP],
    );
    expect(fresh.payload.ownershipProofScan).toBeNull();
    expect(fresh.extraFiles).toEqual({ ownershipProofScan: [proof] });
    expect(hasFiles(fresh)).toBe(true);
    const form = droneFormData(fresh);
    expect((form.get('ownershipProofScan') as File).name).toBe('proof.pdf');

    const stored = { id: 'own-1', url: '/f/own-1', filename: 'own.pdf', accessTypeCode: 'PROTECTED' as const };
    const drone = {
      ...defaults,
      id: 'd2',
      serialNumber: null,
      registrationNumber: null,
      issueYear: null,
      imageInfos: [],
      registrationCertScans: [],
      airworthinessCertScans: [],
      createDate: '',
      updateDate: '',
      ownershipProofScan: stored,
    } as Drone;
    const values = valuesFromDrone(drone, [OWNERSHIP]);
    expect(values.extraFiles.ownershipProofScan).toEqual([{ kind: 'stored', file: stored }]);
    const kept: DroneUpload = toDroneUpload(values, [OWNERSHIP]);
    expect(kept.payload.ownershipProofScan).toEqual({ id: 'own-1' });
    expect(hasFiles(kept)).toBe(false);
    expect(toDroneUpload(values, [{ ...OWNERSHIP, single: false }]).payload.ownershipProofScan).toEqual([{ id: 'own-1' }]);
  });

  it("moves a server error about a further group onto that group's field", () => {
    expect(placeGroupErrors({ ownershipProofScan: 'wrong type', name: 'taken' }, [OWNERSHIP])).toEqual({
      name: 'taken',
      extraFiles: { ownershipProofScan: 'wrong type' },
    });
  });
});

import {
  CHARACTERISTICS_FIELDS,
  characteristicsPayload,
  characteristicsValues,
  errorCollector,
  PHOTO_FIELDS,
  photoEntriesOf,
  splitPhotoEntries,
  validateCharacteristics,
  type CharacteristicsValues,
  type PhotoEntries,
  type Projection,
  type Translate,
} from '@nebo/shared-ui';
import type { Model, ModelPayload } from '../api/libraryApi';

export const MODEL_NAME_MAX_LENGTH = 200;

/** The model form's values; names follow the server's (`images.FRONT`) so its field errors land. */
export interface ModelFormValues extends CharacteristicsValues {
  id?: string;
  manufacturerId: string;
  name: string;
  images: PhotoEntries;
}

export const MODEL_FORM_FIELDS: readonly string[] = ['manufacturerId', 'name', ...CHARACTERISTICS_FIELDS, ...PHOTO_FIELDS];

export function emptyModelValues(manufacturerId = ''): ModelFormValues {
  return { manufacturerId, name: '', ...characteristicsValues({ engineCount: 1 }), images: {} };
}

/**
 * A stored model to edit, or a copy (GET copy/{id}: id null). A copy keeps the original's pictures by
 * file id; the server copies them when the copy is saved.
 */
export function valuesFromModel(model: Model): ModelFormValues {
  return {
    ...(model.id ? { id: model.id } : {}),
    manufacturerId: model.manufacturer.id,
    name: model.name,
    ...characteristicsValues(model),
    images: photoEntriesOf(model.imageInfos),
  };
}

/** The server's rules, checked before sending: manufacturer and name required, the characteristics' ranges. */
export function validateModelValues(values: ModelFormValues, t: Translate): Record<string, unknown> {
  const { put, errors } = errorCollector();
  if (!values.manufacturerId) put('manufacturerId', t('drones:form.errors.required'));
  const name = (values.name ?? '').trim();
  if (!name) put('name', t('drones:form.errors.required'));
  else if (name.length > MODEL_NAME_MAX_LENGTH) put('name', t('drones:form.errors.maxLength', { max: MODEL_NAME_MAX_LENGTH }));
  validateCharacteristics(values, t, put);
  return errors();
}

/** The multipart call: the JSON part (pictures to keep by id) and the new pictures by projection. */
export function toModelUpload(values: ModelFormValues): { payload: ModelPayload; images: Partial<Record<Projection, File>> } {
  const { kept, files: images } = splitPhotoEntries(values.images);
  return {
    payload: {
      ...(values.id ? { id: values.id } : {}),
      manufacturerId: values.manufacturerId,
      name: values.name.trim(),
      ...characteristicsPayload(values),
      imageInfos: kept,
    },
    images,
  };
}

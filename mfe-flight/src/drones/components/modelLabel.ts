/**
 * "DJI Mavic 3" from a manufacturer and a model name, without repeating the manufacturer when the model
 * name already starts with it ("Геоскан 201" of Геоскан stays "Геоскан 201").
 */
export function modelLabel(manufacturer: string | null | undefined, modelName: string | null | undefined): string {
  const maker = (manufacturer ?? '').trim();
  const model = (modelName ?? '').trim();
  if (!maker) return model;
  if (!model) return maker;
  return model.toLocaleLowerCase().startsWith(maker.toLocaleLowerCase()) ? model : `${maker} ${model}`;
}

import type { ImageSource } from '@nebo/shared-ui';

/** The main photo of a list item or drone, whichever shape the answer has (`mainImage` or `imageInfos`). */
export function mainImageOf(drone: unknown): ImageSource {
  const shape = drone as { mainImage?: { url: string } | null; imageInfos?: { url: string; main?: boolean }[] };
  const image = shape.mainImage ?? shape.imageInfos?.find((info) => info.main) ?? shape.imageInfos?.[0];
  return image ? { url: image.url, protectedFile: true } : null;
}

/** "DJI · Mavic 3" from the manufacturer and the library model, whichever is known. */
export function modelLabel(manufacturer: string | null | undefined, model: string | null | undefined): string {
  return [manufacturer, model].filter((part) => part && part.trim()).join(' · ');
}

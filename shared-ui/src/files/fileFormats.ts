/**
 * The file formats (jpeg, gif, png, xls, xlsx, text, pdf, docx, doc) and the two size limits of
 * docs/requirements.md#ui-files. The browser checks name and size before sending, to spare a pointless upload;
 * the server checks the content, which is what counts.
 */
export type FileFormat = 'jpeg' | 'gif' | 'png' | 'xls' | 'xlsx' | 'text' | 'pdf' | 'docx' | 'doc';

export const FILE_FORMATS: Readonly<Record<FileFormat, { extensions: readonly string[]; mime: readonly string[]; label: string }>> = {
  jpeg: { extensions: ['.jpg', '.jpeg'], mime: ['image/jpeg'], label: 'JPEG' },
  gif: { extensions: ['.gif'], mime: ['image/gif'], label: 'GIF' },
  png: { extensions: ['.png'], mime: ['image/png'], label: 'PNG' },
  xls: { extensions: ['.xls'], mime: ['application/vnd.ms-excel'], label: 'XLS' },
  xlsx: { extensions: ['.xlsx'], mime: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], label: 'XLSX' },
  text: { extensions: ['.txt'], mime: ['text/plain'], label: 'TXT' },
  pdf: { extensions: ['.pdf'], mime: ['application/pdf'], label: 'PDF' },
  docx: { extensions: ['.docx'], mime: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'], label: 'DOCX' },
  doc: { extensions: ['.doc'], mime: ['application/msword'], label: 'DOC' },
};

/** 5242880 and 10485760 bytes (docs/requirements.md#ui-files). */
export const FILE_SIZE_LIMITS = { small: 5_242_880, large: 10_485_760 } as const;

/** Scans of documents and certificates: JPEG, PNG and PDF, what the server takes for them (docs/requirements.md#ui-files). */
export const SCAN_FORMATS: readonly FileFormat[] = ['jpeg', 'png', 'pdf'];
export const IMAGE_FORMATS: readonly FileFormat[] = ['jpeg', 'png', 'gif'];

/** The `accept` attribute of a file input for these formats. */
export function acceptAttribute(formats: readonly FileFormat[]): string {
  return formats.flatMap((format) => [...FILE_FORMATS[format].extensions, ...FILE_FORMATS[format].mime]).join(',');
}

export function formatLabels(formats: readonly FileFormat[]): string {
  return formats.map((format) => FILE_FORMATS[format].label).join(', ');
}

/** Whether the file's name ends with one of the formats' extensions. */
export function hasAcceptedExtension(name: string, formats: readonly FileFormat[]): boolean {
  const lower = name.toLowerCase();
  return formats.some((format) => FILE_FORMATS[format].extensions.some((extension) => lower.endsWith(extension)));
}

export function megabytes(bytes: number): number {
  return Math.round((bytes / 1_048_576) * 10) / 10;
}

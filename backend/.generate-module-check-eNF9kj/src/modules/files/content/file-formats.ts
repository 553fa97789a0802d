/** The file formats (docs/requirements.md#files-uploads) with the names and declared types each may travel under. */
export const FILE_FORMATS = ['jpeg', 'gif', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'text'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

export interface FormatInfo {
  /** Lower-case extensions, with the dot. */
  extensions: string[];
  /** The content type we answer with. */
  contentType: string;
  /** Content types a client may declare for it (besides the generic application/octet-stream). */
  declaredTypes: string[];
}

export const FORMAT_INFO: Record<FileFormat, FormatInfo> = {
  jpeg: { extensions: ['.jpg', '.jpeg', '.jpe'], contentType: 'image/jpeg', declaredTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  gif: { extensions: ['.gif'], contentType: 'image/gif', declaredTypes: ['image/gif'] },
  png: { extensions: ['.png'], contentType: 'image/png', declaredTypes: ['image/png', 'image/x-png'] },
  pdf: { extensions: ['.pdf'], contentType: 'application/pdf', declaredTypes: ['application/pdf', 'application/x-pdf'] },
  doc: { extensions: ['.doc'], contentType: 'application/msword', declaredTypes: ['application/msword'] },
  docx: {
    extensions: ['.docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declaredTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  xls: { extensions: ['.xls'], contentType: 'application/vnd.ms-excel', declaredTypes: ['application/vnd.ms-excel'] },
  xlsx: {
    extensions: ['.xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    declaredTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  text: { extensions: ['.txt', '.text', '.csv'], contentType: 'text/plain; charset=utf-8', declaredTypes: ['text/plain', 'text/csv'] },
};

/** Formats for photos and scans (the common case). */
export const IMAGE_AND_PDF: FileFormat[] = ['jpeg', 'png', 'pdf'];
export const IMAGES: FileFormat[] = ['jpeg', 'png', 'gif'];

import type { PersonalDocument } from './documentsApi';
import type { DocumentTypeConfig } from './documentTypes';

/** "4510 123456", "АБ 1234567", "123-456-789 01": how the document is named in lists and dialogs. */
export function documentTitle(type: DocumentTypeConfig, document: Pick<PersonalDocument, 'series' | 'number'>): string {
  if (type.code === 'RU_SNILS' && document.number && /^\d{11}$/.test(document.number)) {
    const n = document.number;
    return `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6, 9)} ${n.slice(9)}`;
  }
  return [document.series, document.number].filter(Boolean).join(' ');
}

import { Injectable } from '@nestjs/common';
import type { DocumentRow } from '../entities/document.row';
import { DocumentsRepository } from '../repositories/documents.repository';

/** The identity document the platform requires before flying: a passport (one per user). */
const IDENTITY_DOCUMENT = 'RU_PASSPORT';

/**
 * The user's identity document, for the modules above documents: the summary (personIdentity,
 * allowedToFly) and the admitted persons' own card. Exported by DocumentsModule.
 */
@Injectable()
export class IdentityDocumentCheck {
  constructor(private readonly documents: DocumentsRepository) {}

  hasIdentityDocument(userId: string): Promise<boolean> {
    return this.documents.hasType(userId, IDENTITY_DOCUMENT);
  }

  /** Its type, series and number, or null when the user has none on file. */
  async identityDocument(userId: string): Promise<Pick<DocumentRow, 'typeCode' | 'series' | 'number'> | null> {
    const { rows } = await this.documents.page(userId, IDENTITY_DOCUMENT, { column: 'created_at', direction: 'DESC' }, 0, 1);
    return rows[0] ? { typeCode: rows[0].typeCode, series: rows[0].series, number: rows[0].number } : null;
  }
}

/**
 * Whether a user has the identity document the platform requires before flying (a passport). Provided
 * globally by DocumentsModule and injected, optionally, by the users module's summary — through this token
 * rather than an import of DocumentsModule, which itself imports UsersModule.
 */
export interface IdentityDocumentCheck {
  hasIdentityDocument(userId: string): Promise<boolean>;
}

export const IDENTITY_DOCUMENT_CHECK = Symbol('IDENTITY_DOCUMENT_CHECK');

import { CreateLocalAgreements1795570000040 } from './1795570000040-create-local-agreements';

/** The local-agreements module's migrations, in order; composed through its manifest. */
export const localAgreementsMigrations = [CreateLocalAgreements1795570000040];

import { CreateLocalAgreements1795570000040 } from './1795570000040-create-local-agreements';
import { LocalAuthorityDecisions1795580000210 } from './1795580000210-authority-decisions';

/** The local-agreements module's migrations, in order; composed through its manifest. */
export const localAgreementsMigrations = [CreateLocalAgreements1795570000040, LocalAuthorityDecisions1795580000210];

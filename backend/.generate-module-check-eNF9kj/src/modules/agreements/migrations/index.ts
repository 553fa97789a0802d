import { CreateAgreements1795570000050 } from './1795570000050-create-agreements';
import { CreateChannelHealth1795570000060 } from './1795570000060-create-channel-health';
import { AuthorityDecisions1795580000200 } from './1795580000200-authority-decisions';

/** The agreements module's migrations, in order; composed through its manifest. */
export const agreementsMigrations = [CreateAgreements1795570000050, CreateChannelHealth1795570000060, AuthorityDecisions1795580000200];

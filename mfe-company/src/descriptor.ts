import { NAMESPACE } from './namespace';

/**
 * Remote contract v1 (docs/contracts.md). The shell reads this before running any other code of the
 * remote, so it imports nothing heavier than a constant.
 */
const descriptor: { contractVersion: 1; name: string; routePrefixes: string[]; i18nNamespace: string } = {
  contractVersion: 1,
  name: 'mfe_company',
  routePrefixes: ['/company/', '/register-company/'],
  i18nNamespace: NAMESPACE,
};

export default descriptor;

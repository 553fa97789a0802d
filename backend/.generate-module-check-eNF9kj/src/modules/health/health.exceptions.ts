import { DomainException } from '../../common/errors/domain.exception';

/** The health module's failures (docs/requirements.md#health). */
export const databaseNotReachable = () => new DomainException('health.database-not-reachable', 503, 'Database is not reachable');

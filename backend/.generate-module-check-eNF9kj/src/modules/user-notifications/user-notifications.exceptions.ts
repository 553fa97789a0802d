import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('user-notifications.<what>'): the front ends translate by
// the code, so the message may be reworded.

export const userNotificationNotFound = () => new DomainException('user-notifications.not-found', 404, 'Notification not found');

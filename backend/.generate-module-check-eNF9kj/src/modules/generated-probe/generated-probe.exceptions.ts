import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('generated-probe.<what>'): the front ends translate by
// the code, so the message may be reworded; a text the spec fixes stays byte-identical here.

export const generatedProbeNotFound = () => new DomainException('generated-probe.not-found', 404, 'Generated probe not found');

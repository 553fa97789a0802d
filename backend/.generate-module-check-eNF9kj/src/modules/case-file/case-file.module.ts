import { Module } from '@nestjs/common';
import { AgreementEventsRepository } from './repositories/agreement-events.repository';
import { CaseFile } from './services/case-file.service';

/**
 * The case file of flight agreements: see README.md. No routes of its own — the agreements module serves them
 * after checking the caller owns the flight. Exports CaseFile to the agreement modules that write events.
 */
@Module({
  providers: [AgreementEventsRepository, CaseFile],
  exports: [CaseFile],
})
export class CaseFileModule {}

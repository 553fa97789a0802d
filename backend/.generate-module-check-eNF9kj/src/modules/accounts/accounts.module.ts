import { Module } from '@nestjs/common';
import { CallerAccounts } from '../../common/auth/caller-accounts';
import { AccountsRepository } from './repositories/accounts.repository';
import { AccountsService } from './services/accounts.service';

/**
 * The accounts core, the lowest domain module: subject → platform user, created on first sight. It
 * provides the auth guard's CallerAccounts port; no other module needs to import it for that.
 */
@Module({
  providers: [AccountsRepository, AccountsService, { provide: CallerAccounts, useExisting: AccountsService }],
  exports: [CallerAccounts, AccountsService],
})
export class AccountsModule {}

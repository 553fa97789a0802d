import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BankAccountRow } from '../entities/bank-account.row';

/** `user_bank_accounts`: at most one per user. */
@Injectable()
export class BankAccountsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findByUserId(userId: string): Promise<BankAccountRow | null> {
    const rows: BankAccountRow[] = await this.db.query(
      `SELECT account_number AS "accountNumber", correspondent_account AS "correspondentAccount", bank_name AS "bankName", kpp, bik
         FROM user_bank_accounts WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** Replaces the user's bank account (every field, null clearing one). */
  async upsert(userId: string, account: BankAccountRow): Promise<void> {
    await this.db.query(
      `INSERT INTO user_bank_accounts (user_id, account_number, correspondent_account, bank_name, kpp, bik) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET account_number = EXCLUDED.account_number, correspondent_account = EXCLUDED.correspondent_account,
         bank_name = EXCLUDED.bank_name, kpp = EXCLUDED.kpp, bik = EXCLUDED.bik, updated_at = now()`,
      [userId, account.accountNumber, account.correspondentAccount, account.bankName, account.kpp, account.bik],
    );
  }
}

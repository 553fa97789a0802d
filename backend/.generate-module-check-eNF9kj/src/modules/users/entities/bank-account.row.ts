/** An individual's bank requisites (profile "payment" tab, `user_bank_accounts`); every field may be filled in steps. */
export interface BankAccountRow {
  accountNumber: string | null;
  correspondentAccount: string | null;
  bankName: string | null;
  kpp: string | null;
  bik: string | null;
}

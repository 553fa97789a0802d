import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../repositories/users.repository';

/** A user's own card as other modules show it (admitted persons' "with me"): names, birth date and contacts. */
export interface PersonCard {
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  phone: string | null;
  email: string | null;
}

/** Exported by UsersModule for the modules above it; the users table stays private to this module. */
@Injectable()
export class PersonCardReader {
  constructor(private readonly users: UsersRepository) {}

  /** The user's card; null when there is no such user. */
  async personCard(userId: string): Promise<PersonCard | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const { lastName, firstName, patronymic, birthDate, phone, email } = user;
    return { lastName, firstName, patronymic, birthDate, phone, email };
  }
}

import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { MAX_AGE, MIN_AGE, PersonIdentityFields, ageOn, isPersonIdentityComplete } from '../domain/person-identity';
import { moscowDate } from '../domain/moscow-date';
import { PersonIdentityDto } from '../dtos/person-identity.dto';
import { PersonIdentityResultDto } from '../dtos/person-identity-result.dto';
import { UsersRepository } from '../repositories/users.repository';

/** The personal-data form: sex, names and birth date of the caller. */
@Injectable()
export class PersonIdentityService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  /** Replaces the caller's person identity; validates everything before writing anything. */
  async update(userId: string, dto: PersonIdentityDto): Promise<PersonIdentityResultDto> {
    if (dto.birthDate) this.assertAgeInRange(dto.birthDate);
    const fields: PersonIdentityFields = {
      sex: dto.sex ?? null,
      lastName: dto.lastName,
      firstName: dto.firstName,
      patronymic: dto.patronymic ?? null,
      birthDate: dto.birthDate ?? null,
    };
    await this.users.updatePersonIdentity(userId, fields);
    return { complete: isPersonIdentityComplete(fields) };
  }

  /** The spec's age range, judged on today's date in Moscow (where the platform's day begins). */
  private assertAgeInRange(birthDate: string): void {
    const today = moscowDate(this.clock.now());
    if (birthDate > today) throw FieldValidationException.single('birthDate', 'birthDate must not be in the future');
    const age = ageOn(birthDate, today);
    if (age < MIN_AGE || age > MAX_AGE) {
      throw FieldValidationException.single('birthDate', `age must be from ${MIN_AGE} to ${MAX_AGE} years (is ${age})`);
    }
  }
}

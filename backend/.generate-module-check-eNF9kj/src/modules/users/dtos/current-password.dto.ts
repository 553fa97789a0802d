import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';

/**
 * One wording whether the password is missing, not a string, too long or wrong (CurrentPasswordCheck says
 * it too), so an answer never tells a caller more than "not the password".
 */
export const CURRENT_PASSWORD_ERROR = 'currentPassword is missing or wrong';

/** The longest password the sign-in and password-change pages accept. */
const PASSWORD_MAX_LENGTH = 256;

/** One rule rather than IsString + IsNotEmpty + MaxLength: those would each add the same error once more. */
function IsCurrentPassword(): PropertyDecorator {
  return ValidateBy({
    name: 'isCurrentPassword',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= PASSWORD_MAX_LENGTH,
      defaultMessage: () => CURRENT_PASSWORD_ERROR,
    },
  });
}

/**
 * The body of PUT /api/user/email and PATCH /api/user/password: an access token alone must not change the
 * login or the password, so the account holder proves who they are with the current password.
 */
export class CurrentPasswordDto {
  @ApiProperty({ description: "The account's current password", format: 'password', maxLength: PASSWORD_MAX_LENGTH })
  @IsCurrentPassword()
  currentPassword!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /public/user/email-change/confirm and /undo: the token from the e-mailed link (its `#token=` part). */
export class EmailChangeLinkDto {
  @ApiProperty({ description: 'The token of the e-mailed link', example: 'pG2F0cP1o3k8J7tq0cQyXJrS4vB6nA9dE5fH2iK1lM0' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  token!: string;
}

/** The answer to a used link: the account's e-mail (its login) now. */
export class EmailChangeResultDto {
  @ApiProperty({ example: 'ivan.petrov@mail.ru', description: "The account's e-mail address and login after the link was used" })
  email!: string;
}

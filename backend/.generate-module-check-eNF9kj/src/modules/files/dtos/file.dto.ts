import { ApiProperty } from '@nestjs/swagger';
import { FILE_ACCESS_TYPES, FileAccessType } from '../files.constants';

/** The File JSON (docs/requirements.md#files-uploads). Protected URLs are used with `?access_token=` appended by the client. */
export class FileDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'http://localhost:3000/api/files/6b1c…' })
  url!: string;

  @ApiProperty({ example: 'passport.pdf' })
  filename!: string;

  @ApiProperty({ enum: FILE_ACCESS_TYPES })
  accessTypeCode!: FileAccessType;
}

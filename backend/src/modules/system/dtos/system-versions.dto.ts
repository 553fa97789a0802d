import { ApiProperty } from '@nestjs/swagger';

/** The database's schema level. */
export class DatabaseVersionDto {
  @ApiProperty({ description: 'how many migrations are applied' })
  migrationCount!: number;

  @ApiProperty({ type: String, nullable: true, description: 'the migration applied last, e.g. CreateUsers1763820000000' })
  latestMigration!: string | null;
}

/** What runs on the server side; the front end adds the remotes it loaded itself. */
export class SystemVersionsDto {
  @ApiProperty({ example: '0.1.0', description: "backend/package.json's version" })
  version!: string;

  @ApiProperty({ example: '3e17b07…', description: 'the commit (NEBO_COMMIT, else git at start), "unknown" when neither' })
  commit!: string;

  @ApiProperty({ format: 'date-time', description: 'when this backend process started' })
  startedAt!: string;

  @ApiProperty({ type: DatabaseVersionDto })
  database!: DatabaseVersionDto;
}

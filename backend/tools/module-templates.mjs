// The files of a new backend module, in the shape backend/README.md describes ("Adding a module").
// Each template is a function of the module's names; generate-module.mjs writes them and registers the
// module. Kept as plain strings so that what a newcomer gets is exactly what they read here.

/** @typedef {{ kebab: string, pascal: string, camel: string, snake: string, human: string, timestamp: number }} Names */

/** @param {Names} n @returns {Record<string, string>} path under modules/<kebab>/ → content */
export function moduleFiles(n) {
  return {
    [`${n.kebab}.module.ts`]: `import { Module } from '@nestjs/common';
import { ${n.pascal}Controller } from './controllers/${n.kebab}.controller';
import { ${n.pascal}Repository } from './repositories/${n.kebab}.repository';
import { ${n.pascal}Service } from './services/${n.kebab}.service';

/**
 * ${n.human}: see README.md. Imports only modules listed before it in modules/index.ts; exports only what
 * modules listed after it use (nothing yet).
 */
@Module({
  controllers: [${n.pascal}Controller],
  providers: [${n.pascal}Repository, ${n.pascal}Service],
})
export class ${n.pascal}Module {}
`,

    [`${n.kebab}.manifest.ts`]: `import type { ModuleManifest } from '../module-manifest';
import { ${n.pascal}Module } from './${n.kebab}.module';
import { ${n.camel}Migrations } from './migrations';

export const ${n.camel}Manifest = {
  name: '${n.kebab}',
  module: ${n.pascal}Module,
  migrations: ${n.camel}Migrations,
} satisfies ModuleManifest;
`,

    [`${n.kebab}.exceptions.ts`]: `import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('${n.kebab}.<what>'): the front ends translate by
// the code, so the message may be reworded; a text the spec fixes stays byte-identical here.

export const ${n.camel}NotFound = () => new DomainException('${n.kebab}.not-found', 404, '${n.human} not found');
`,

    'README.md': `# ${n.kebab} — ${n.human} (backend)

Built to the rules of [backend/README.md](../../../README.md#adding-a-module): read them before changing
the shape of this module.

- \`GET /api/${n.kebab}\` → the caller's own items, newest first: \`[{ id, title, createdAt }]\`.
- \`GET /api/${n.kebab}/{id}\` → one of the caller's items; anyone else's id is a 404 like a missing one
  (\`${n.kebab}.not-found\`).
- \`POST /api/${n.kebab}\` \`{ title }\` → 201 with the new item.

Data: table \`${n.snake}\` (migrations/), rows in entities/, all SQL in repositories/.
For other modules: nothing exported yet.
`,

    [`controllers/${n.kebab}.controller.ts`]: `import { Body, Controller, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { ${n.pascal}InputDto } from '../dtos/${n.kebab}-input.dto';
import { ${n.pascal}Dto } from '../dtos/${n.kebab}.dto';
import { ${n.pascal}Service } from '../services/${n.kebab}.service';

/** \`/api/${n.kebab}\`: the caller's own ${n.human.toLowerCase()} items. */
@ApiTags('${n.kebab}')
@ApiBearerAuth()
@Controller('api/${n.kebab}')
export class ${n.pascal}Controller {
  constructor(private readonly ${n.camel}: ${n.pascal}Service) {}

  @Get()
  @ApiOkResponse({ type: [${n.pascal}Dto] })
  list(@CurrentCaller() caller: Caller): Promise<${n.pascal}Dto[]> {
    return this.${n.camel}.list(caller.userId);
  }

  @Get(':id')
  @ApiOkResponse({ type: ${n.pascal}Dto })
  get(@CurrentCaller() caller: Caller, @Param('id', new ParseUUIDPipe({ version: undefined })) id: string): Promise<${n.pascal}Dto> {
    return this.${n.camel}.get(caller.userId, id);
  }

  @Post()
  @ApiCreatedResponse({ type: ${n.pascal}Dto })
  create(@CurrentCaller() caller: Caller, @Body() input: ${n.pascal}InputDto): Promise<${n.pascal}Dto> {
    return this.${n.camel}.create(caller.userId, input);
  }
}
`,

    [`controllers/${n.kebab}.integration-spec.ts`]: `import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';

/** The routes through the real application: the owner's items, and nobody else's. */
let t: TestApp;
let owner: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.bearer('pilot');
  other = await t.bearer('company');
});

afterAll(() => t.close());

describe('/api/${n.kebab}', () => {
  it("creates an item and shows it to its owner only, another user's id answering like a missing one", async () => {
    const title = \`Item \${randomUUID()}\`;
    const created = (await t.http.post('/api/${n.kebab}').set('Authorization', owner).send({ title: \` \${title} \` }).expect(201)).body;
    expect(created).toEqual({ id: expect.any(String), title, createdAt: expect.any(String) });

    expect((await t.http.get(\`/api/${n.kebab}/\${created.id}\`).set('Authorization', owner).expect(200)).body).toEqual(created);
    expect((await t.http.get('/api/${n.kebab}').set('Authorization', owner).expect(200)).body).toContainEqual(created);

    const missing = (await t.http.get(\`/api/${n.kebab}/\${randomUUID()}\`).set('Authorization', other).expect(404)).body;
    const notTheirs = (await t.http.get(\`/api/${n.kebab}/\${created.id}\`).set('Authorization', other).expect(404)).body;
    expect(notTheirs).toEqual(missing);
    expect(notTheirs).toEqual({ error: 'Not Found', message: '${n.human} not found', statusCode: 404, code: '${n.kebab}.not-found' });
    expect((await t.http.get('/api/${n.kebab}').set('Authorization', other).expect(200)).body).not.toContainEqual(created);
  });

  it('refuses anonymous callers and bodies without a title', async () => {
    await t.http.get('/api/${n.kebab}').expect(401);
    const refused = (await t.http.post('/api/${n.kebab}').set('Authorization', owner).send({}).expect(400)).body;
    // Every field error names the title (class-validator reports each failed rule).
    expect(new Set(refused.detailedError.map((item: { field: string }) => item.field))).toEqual(new Set(['title']));
  });
});
`,

    [`dtos/${n.kebab}.dto.ts`]: `import { ApiProperty } from '@nestjs/swagger';

export class ${n.pascal}Dto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'First item' }) title!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
`,

    [`dtos/${n.kebab}-input.dto.ts`]: `import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ${n.pascal}InputDto {
  @ApiProperty({ example: 'First item', maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  title!: string;
}
`,

    [`services/${n.kebab}.service.ts`]: `import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import type { ${n.pascal}InputDto } from '../dtos/${n.kebab}-input.dto';
import type { ${n.pascal}Dto } from '../dtos/${n.kebab}.dto';
import type { ${n.pascal}Row } from '../entities/${n.kebab}.row';
import { ${n.camel}NotFound } from '../${n.kebab}.exceptions';
import { ${n.pascal}Repository } from '../repositories/${n.kebab}.repository';

/** The use cases; the caller arrives as its user id, resolved by the auth guard. */
@Injectable()
export class ${n.pascal}Service {
  constructor(
    private readonly repository: ${n.pascal}Repository,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<${n.pascal}Dto[]> {
    return (await this.repository.listOwned(userId)).map(toDto);
  }

  /** Another user's item is not found, exactly like a missing one: ids give nothing away. */
  async get(userId: string, id: string): Promise<${n.pascal}Dto> {
    const row = await this.repository.findOwned(userId, id);
    if (!row) throw ${n.camel}NotFound();
    return toDto(row);
  }

  async create(userId: string, input: ${n.pascal}InputDto): Promise<${n.pascal}Dto> {
    return toDto(await this.repository.insert(userId, { title: input.title.trim(), createdAt: this.clock.now() }));
  }
}

function toDto(row: ${n.pascal}Row): ${n.pascal}Dto {
  return { id: row.id, title: row.title, createdAt: row.createdAt.toISOString() };
}
`,

    [`services/${n.kebab}.service.spec.ts`]: `import { randomUUID } from 'node:crypto';
import { Clock } from '../../../common/clock/clock';
import { DomainException } from '../../../common/errors/domain.exception';
import type { ${n.pascal}Row } from '../entities/${n.kebab}.row';
import type { ${n.pascal}Repository } from '../repositories/${n.kebab}.repository';
import { ${n.pascal}Service } from './${n.kebab}.service';

const NOW = new Date('2026-05-01T09:00:00.000Z');

/** The repository's contract in memory: enough for the service's rules, without a database. */
function memoryRepository(): Pick<${n.pascal}Repository, 'listOwned' | 'findOwned' | 'insert'> {
  const rows: ${n.pascal}Row[] = [];
  return {
    listOwned: async (ownerId) => rows.filter((r) => r.ownerUserId === ownerId),
    findOwned: async (ownerId, id) => rows.find((r) => r.ownerUserId === ownerId && r.id === id) ?? null,
    insert: async (ownerUserId, values) => {
      const row = { id: randomUUID(), ownerUserId, ...values };
      rows.push(row);
      return row;
    },
  };
}

describe('${n.pascal}Service', () => {
  const clock: Clock = { now: () => NOW };
  const service = new ${n.pascal}Service(memoryRepository() as ${n.pascal}Repository, clock);

  it('stamps a new item with the clock and trims its title', async () => {
    expect(await service.create('owner', { title: '  First  ' })).toEqual({ id: expect.any(String), title: 'First', createdAt: NOW.toISOString() });
  });

  it("answers another user's item as not found, with the module's code", async () => {
    const { id } = await service.create('owner', { title: 'Mine' });
    expect((await service.get('owner', id)).title).toBe('Mine');
    const failure = await service.get('someone-else', id).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainException);
    expect(failure).toMatchObject({ code: '${n.kebab}.not-found', message: '${n.human} not found' });
    expect((failure as DomainException).getStatus()).toBe(404);
  });
});
`,

    [`repositories/${n.kebab}.repository.ts`]: `import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ${n.pascal}Row } from '../entities/${n.kebab}.row';

const COLUMNS = 'id, owner_user_id AS "ownerUserId", title, created_at AS "createdAt"';

/** All of the module's SQL; every statement is scoped to the owner, so another user's row is never touched. */
@Injectable()
export class ${n.pascal}Repository {
  constructor(private readonly dataSource: DataSource) {}

  listOwned(ownerUserId: string): Promise<${n.pascal}Row[]> {
    return this.dataSource.query(\`SELECT \${COLUMNS} FROM ${n.snake} WHERE owner_user_id = $1 ORDER BY created_at DESC, id\`, [ownerUserId]);
  }

  async findOwned(ownerUserId: string, id: string): Promise<${n.pascal}Row | null> {
    const rows: ${n.pascal}Row[] = await this.dataSource.query(\`SELECT \${COLUMNS} FROM ${n.snake} WHERE owner_user_id = $1 AND id = $2\`, [ownerUserId, id]);
    return rows[0] ?? null;
  }

  async insert(ownerUserId: string, values: Pick<${n.pascal}Row, 'title' | 'createdAt'>): Promise<${n.pascal}Row> {
    const rows: ${n.pascal}Row[] = await this.dataSource.query(
      \`INSERT INTO ${n.snake} (owner_user_id, title, created_at) VALUES ($1, $2, $3) RETURNING \${COLUMNS}\`,
      [ownerUserId, values.title, values.createdAt],
    );
    return rows[0];
  }
}
`,

    [`entities/${n.kebab}.row.ts`]: `/** A row of \`${n.snake}\` as the repository returns it. */
export interface ${n.pascal}Row {
  id: string;
  /** users.id of the owner. */
  ownerUserId: string;
  title: string;
  createdAt: Date;
}
`,

    [`migrations/${n.timestamp}-create-${n.kebab}.ts`]: `import type { MigrationInterface, QueryRunner } from 'typeorm';

/** ${n.human}: items owned by one user, removed with the user. */
export class Create${n.pascal}${n.timestamp} implements MigrationInterface {
  name = 'Create${n.pascal}${n.timestamp}';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(\`
      CREATE TABLE ${n.snake} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        created_at timestamptz NOT NULL
      )\`);
    await queryRunner.query('CREATE INDEX ix_${n.snake}_owner ON ${n.snake} (owner_user_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE ${n.snake}');
  }
}
`,

    'migrations/index.ts': `import { Create${n.pascal}${n.timestamp} } from './${n.timestamp}-create-${n.kebab}';

/** The ${n.kebab} module's migrations, in order; composed through its manifest. */
export const ${n.camel}Migrations = [Create${n.pascal}${n.timestamp}];
`,
  };
}

/** The access-policy lines of the new routes (src/testing/security/access-policies.ts). */
export function accessPolicyLines(n) {
  return [
    `  // ${n.human} (generated): the caller's own items.`,
    `  'GET /api/${n.kebab}': ownerScoped(authenticated()),`,
    `  'GET /api/${n.kebab}/:id': ownerScoped(authenticated()),`,
    `  'POST /api/${n.kebab}': ownerScoped(authenticated()),`,
  ];
}

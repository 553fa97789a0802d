import { Controller, Get, Headers, Param, ParseUUIDPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { bearerToken } from '../../../common/auth/bearer-token';
import { Public } from '../../../common/auth/public.decorator';
import { FileAccessService, OpenedFile } from '../services/file-access.service';

/**
 * Reading files. `/api/files/{id}` is @Public() at the guard because the token may also come as the
 * `access_token` query parameter (for <img src> and download links, docs/requirements.md#files-uploads); FileAccessService
 * verifies it with the guard's verifier and checks the file's access on every read.
 */
@ApiTags('files')
@Controller()
export class FilesController {
  constructor(private readonly access: FileAccessService) {}

  @Public()
  @Get('api/files/:id')
  @ApiOperation({ summary: 'A file: PUBLIC to anyone, PROTECTED to the owner and reviewers, PERSONAL_DATA to the owner' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery({ name: 'access_token', required: false, description: 'the bearer token, for links that cannot send headers' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'the content' })
  async read(
    @Param('id', new ParseUUIDPipe({ version: undefined })) id: string,
    @Headers('authorization') authorization: string | undefined,
    @Query('access_token') accessToken: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const token = bearerToken(authorization) ?? (typeof accessToken === 'string' && accessToken !== '' ? accessToken : undefined);
    return this.stream(await this.access.open(id, token, false), reply);
  }

  @Public()
  @Get('public/files/:id')
  @ApiOperation({ summary: 'A PUBLIC file (404 for any other)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiProduces('application/octet-stream')
  async readPublic(
    @Param('id', new ParseUUIDPipe({ version: undefined })) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return this.stream(await this.access.open(id, undefined, true), reply);
  }

  private stream({ file, content }: OpenedFile, reply: FastifyReply): StreamableFile {
    reply.header('Cache-Control', file.accessType === 'PUBLIC' ? 'public, max-age=86400, immutable' : 'private, no-store');
    for (const [name, value] of Object.entries(USER_FILE_HEADERS)) reply.header(name, value);
    const asciiName = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return new StreamableFile(content, {
      type: file.contentType,
      length: file.size,
      // The name travels in RFC 5987 form too, so Cyrillic names survive.
      disposition: `attachment; filename="${asciiName}"; filename*=UTF-8''${rfc5987(file.filename)}`,
    });
  }
}

/** Percent-encodes a value for `filename*`: encodeURIComponent leaves ' ( ) * as they are, RFC 5987 does not. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Every file here was uploaded by a user, so none may act as a page of the API's origin: it is a download
 * (`attachment`; an <img> shows pictures all the same, disposition does not apply there), the browser must
 * not guess another type (a "PNG" that is really HTML), and should it be opened as a document after all it
 * runs sandboxed with nothing allowed (no script, no same origin, no loads). The portals live on other
 * origins and embed pictures, and no credentials travel in cookies (the token is in the URL or a header),
 * so the files may be loaded cross-origin.
 */
const USER_FILE_HEADERS = {
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

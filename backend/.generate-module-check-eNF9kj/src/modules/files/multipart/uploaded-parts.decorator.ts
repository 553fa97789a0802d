import { ExecutionContext, SetMetadata, UseInterceptors, applyDecorators, createParamDecorator } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import type { ReceivedUpload } from './received-upload';
import { RECEIVED_UPLOAD, RequestWithUpload, UploadInterceptor } from './upload.interceptor';
import { UPLOAD_SPEC } from './upload-metadata';
import type { UploadSpec } from './upload-spec';

/**
 * Declares a multipart route and what it accepts: its body is received by UploadInterceptor before the
 * handler runs (see there), and the handler takes the result with @UploadedParts(). The route's module
 * imports FilesModule.
 */
export function AcceptsUpload(spec: UploadSpec): MethodDecorator {
  return applyDecorators(SetMetadata(UPLOAD_SPEC, spec), UseInterceptors(UploadInterceptor), ApiConsumes('multipart/form-data'));
}

/**
 * The received upload of an @AcceptsUpload() route: its text parts (`field`, `json`) and its files,
 * checked and stored, not yet recorded (`files(field)`). Pass it to the service instead of the request.
 */
export const UploadedParts = createParamDecorator((_data: unknown, context: ExecutionContext): ReceivedUpload => {
  const upload = context.switchToHttp().getRequest<RequestWithUpload>()[RECEIVED_UPLOAD];
  if (!upload) throw new Error('@UploadedParts() needs @AcceptsUpload() on its route');
  return upload;
});

import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { Observable, catchError, from, switchMap, throwError } from 'rxjs';
import type { ReceivedUpload } from './received-upload';
import { UploadReceiver } from './upload-receiver';
import { UPLOAD_SPEC } from './upload-metadata';
import type { UploadSpec } from './upload-spec';

/** Where the interceptor leaves the received upload for @UploadedParts(). */
export const RECEIVED_UPLOAD = Symbol('RECEIVED_UPLOAD');
export type RequestWithUpload = FastifyRequest & { [RECEIVED_UPLOAD]?: ReceivedUpload };

/**
 * Receives the multipart body of an @AcceptsUpload() route before the handler runs, so the handler and
 * its services get a checked upload (text parts and files already in storage) and never the request. A
 * body that is not multipart, malformed, cut off or past a limit fails here (400/413 in the error shape)
 * and the handler is never called. When the handler fails, the objects no committed `files` row refers to
 * are deleted before the error is answered: a refused request keeps nothing.
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  constructor(
    private readonly receiver: UploadReceiver,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const spec = this.reflector.get<UploadSpec | undefined>(UPLOAD_SPEC, context.getHandler());
    if (!spec)
      throw new Error(`${context.getClass().name}.${context.getHandler().name} uses the upload interceptor without @AcceptsUpload()`);
    const request = context.switchToHttp().getRequest<RequestWithUpload>();
    return from(this.receiver.receive(request.raw, spec)).pipe(
      switchMap((upload) => {
        request[RECEIVED_UPLOAD] = upload;
        return next
          .handle()
          .pipe(
            catchError((error: unknown) => from(this.receiver.discardUnrecorded(upload)).pipe(switchMap(() => throwError(() => error)))),
          );
      }),
    );
  }
}

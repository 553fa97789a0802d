import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { EmailChangeLinkAction } from '../domain/email-change-rules';

/**
 * Where the e-mailed links lead: the shell's landing page (`/email-change/confirm/`, `/email-change/undo/`,
 * under `/en` for English), which asks before it calls the public API. The shell is the one the request
 * came from when its Origin is one of the configured shell origins (CORS_ORIGINS), else the first of them.
 * The secret travels in the fragment (`#token=`): browsers never send it to a server, so it stays out of
 * access logs and Referer headers.
 */
@Injectable()
export class EmailChangeLinkUrls {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  url(action: EmailChangeLinkAction, token: string, locale: 'ru' | 'en', requestOrigin: string | undefined): string {
    const trusted = this.config.corsOrigins;
    const origin = requestOrigin && trusted.includes(requestOrigin) ? requestOrigin : (trusted[0] ?? this.config.publicUrl);
    const prefix = locale === 'en' ? '/en' : '';
    return `${origin}${prefix}/email-change/${action}/#token=${token}`;
  }
}

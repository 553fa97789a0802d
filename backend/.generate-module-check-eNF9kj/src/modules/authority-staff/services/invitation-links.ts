import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

/**
 * Where an invitation's link leads: the shell's `/employee-invitation/` page of the deployment the admin works
 * in (the authority deployment or the portal: the request's Origin when it is one of the configured shell
 * origins, CORS_ORIGINS, as the e-mail change links do), else the first shell.
 */
@Injectable()
export class InvitationLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  url(token: string, requestOrigin: string | undefined): string {
    const trusted = this.config.corsOrigins;
    const origin = requestOrigin && trusted.includes(requestOrigin) ? requestOrigin : (trusted[0] ?? this.config.publicUrl);
    return `${origin}/employee-invitation/?token=${token}`;
  }
}

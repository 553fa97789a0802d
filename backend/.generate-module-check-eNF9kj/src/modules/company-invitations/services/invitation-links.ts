import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

/**
 * Where an invitation's link leads: the shell's `/employee-invitation/` page, told by `kind=company` that the token
 * is a company's, of the deployment the admin works in (the request's Origin when it is one of the configured
 * shell origins, CORS_ORIGINS), else the first shell — as the authority-staff module's links.
 */
@Injectable()
export class CompanyInvitationLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  url(token: string, requestOrigin: string | undefined): string {
    const trusted = this.config.corsOrigins;
    const origin = requestOrigin && trusted.includes(requestOrigin) ? requestOrigin : (trusted[0] ?? this.config.publicUrl);
    return `${origin}/employee-invitation/?token=${token}&kind=company`;
  }
}

import type { Response } from 'express';
import { HTML_PAGE_HEADERS } from './security-headers';

export function sendHtml(res: Response, status: number, page: string, headers: Record<string, string> = HTML_PAGE_HEADERS): void {
  res.status(status).set(headers).type('html').send(page);
}

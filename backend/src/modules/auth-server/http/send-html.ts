import type { Response } from 'express';
import { HTML_PAGE_HEADERS } from './security-headers';

export function sendHtml(res: Response, status: number, page: string): void {
  res.status(status).set(HTML_PAGE_HEADERS).type('html').send(page);
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

/**
 * Cross-site request forgery defence of the sign-in and registration forms, in two independent layers
 * (the interaction cookie being SameSite=Lax is a third):
 *  1. where the post comes from: a browser names the page's origin in `Origin` (and `Referer`) of a form
 *     post; anything but the issuer's own origin is refused, including the opaque `null` a sandboxed
 *     frame or a data: page sends. The pages send `Referrer-Policy: same-origin`, so a browser sends
 *     the real origin for their own posts (with `no-referrer` it would send `null`). A post with neither
 *     header (a non-browser client, which cannot carry a victim's cookies) goes on to the token.
 *  2. a token in the form bound to the interaction: an HMAC of its uid with the provider's cookie key. Only
 *     someone who could read the provider's page for that interaction, in that browser, has it.
 */
export class FormProtection {
  private readonly origin: string;

  constructor(
    issuer: string,
    private readonly key: string,
  ) {
    this.origin = new URL(issuer).origin;
  }

  tokenFor(interactionUid: string): string {
    return createHmac('sha256', this.key).update(`sign-in-form:${interactionUid}`).digest('base64url');
  }

  /** Whether the post was sent from a page of the issuer's origin, as far as the browser says. */
  isSameOriginPost(req: Request): boolean {
    const origin = req.headers.origin;
    if (origin !== undefined) return origin === this.origin;
    const referer = req.headers.referer;
    if (referer === undefined) return true;
    try {
      return new URL(referer).origin === this.origin;
    } catch {
      return false;
    }
  }

  hasValidToken(form: Record<string, unknown>, interactionUid: string): boolean {
    const given = form.csrf;
    if (typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(this.tokenFor(interactionUid));
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

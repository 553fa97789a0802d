import { Router, urlencoded } from 'express';
import { ACTION_TOKEN_PATH, type PasswordChangeActions } from '../actions/password-change';
import { pickLocale } from '../views/messages';
import { renderActionLinkInvalidPage, renderPasswordChangedPage, renderPasswordChangePage } from '../views/password-change-page';
import { sendHtml } from './send-html';

type Form = Record<string, unknown>;

function text(source: Form, name: string): string {
  const value = source[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The page behind the password-change e-mail (`/login-actions/action-token?key=…`, Keycloak's path). The
 * key is the credential: whoever holds the e-mailed link may set the password once, before it expires.
 * CSRF needs no token of its own: a forged POST would have to carry the secret key itself.
 */
export function passwordChangeRoutes(actions: PasswordChangeActions): Router {
  const router = Router();
  const parseForm = urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 });

  router.get(ACTION_TOKEN_PATH, async (req, res) => {
    const locale = pickLocale(req.query.lang);
    const key = typeof req.query.key === 'string' ? req.query.key : '';
    if (!(await actions.isUsable(key))) {
      sendHtml(res, 400, renderActionLinkInvalidPage(locale));
      return;
    }
    sendHtml(res, 200, renderPasswordChangePage({ locale, actionKey: key }));
  });

  router.post(ACTION_TOKEN_PATH, parseForm, async (req, res) => {
    const form = (req.body ?? {}) as Form;
    const locale = pickLocale(form.lang, req.query.lang);
    const key = text(form, 'key');
    const result = await actions.complete(key, text(form, 'password'), text(form, 'passwordConfirm'));
    if (result.ok) sendHtml(res, 200, renderPasswordChangedPage(locale));
    else if (result.reason === 'invalidPassword')
      sendHtml(res, 400, renderPasswordChangePage({ locale, actionKey: key, errors: result.errors }));
    else sendHtml(res, 400, renderActionLinkInvalidPage(locale));
  });

  return router;
}

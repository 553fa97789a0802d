import { Router, urlencoded, type Request, type Response } from 'express';
import type { Interaction, Provider } from 'oidc-provider';
import type { AccountService } from '../accounts/account-service';
import type { RegistrationInput } from '../accounts/registration-rules';
import { interactionLinks } from '../views/interaction-links';
import { renderLoginPage } from '../views/login-page';
import { pickLocale, type Locale } from '../views/messages';
import { renderExpiredPage } from '../views/notice-page';
import { renderRegisterPage } from '../views/register-page';
import { sendHtml } from './send-html';

/**
 * The sign-in and registration pages oidc-provider sends people to (`interactions.url`).
 *
 * CSRF: oidc-provider binds an interaction to the browser with the `_interaction` cookie (SameSite=Lax,
 * so never sent with a cross-site POST); a request whose cookie does not name the uid in the URL is
 * refused. Consent is never asked for the first-party portal (oidc/first-party-grant.ts); the consent
 * branch below only completes a grant should oidc-provider still ask.
 */

const FORM_LIMIT = '16kb';

interface InteractionRouteDeps {
  provider: Provider;
  accounts: AccountService;
}

type Form = Record<string, unknown>;

function text(form: Form, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

export function interactionRoutes({ provider, accounts }: InteractionRouteDeps): Router {
  const router = Router();
  const parseForm = urlencoded({ extended: false, limit: FORM_LIMIT, parameterLimit: 20 });

  /** The interaction this browser is in, provided it is the one named in the URL. */
  async function currentInteraction(req: Request, res: Response): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(req, res);
      return interaction.uid === req.params.uid ? interaction : undefined;
    } catch (error) {
      if ((error as { name?: string }).name === 'SessionNotFound') return undefined;
      throw error;
    }
  }

  function localeOf(req: Request, interaction: Interaction | undefined): Locale {
    const form = (req.body ?? {}) as Form;
    return pickLocale(req.query.lang, form.lang, interaction?.params.ui_locales);
  }

  async function withInteraction(
    req: Request,
    res: Response,
    handle: (interaction: Interaction, locale: Locale) => Promise<void>,
  ): Promise<void> {
    const interaction = await currentInteraction(req, res);
    const locale = localeOf(req, interaction);
    if (!interaction) {
      sendHtml(res, 400, renderExpiredPage(locale));
      return;
    }
    await handle(interaction, locale);
  }

  router.get('/interaction/:uid', (req, res) =>
    withInteraction(req, res, async (interaction, locale) => {
      if (interaction.prompt.name === 'consent') {
        await grantConsent(provider, interaction, req, res);
        return;
      }
      const links = interactionLinks(interaction.uid);
      // keycloak-js `register()` arrives here through /registrations (see registration-route.ts).
      const page =
        interaction.params.nebo_screen === 'register'
          ? renderRegisterPage({ locale, links })
          : renderLoginPage({ locale, links, login: text(interaction.params, 'login_hint') });
      sendHtml(res, 200, page);
    }),
  );

  router.get('/interaction/:uid/register', (req, res) =>
    withInteraction(req, res, async (interaction, locale) => {
      sendHtml(res, 200, renderRegisterPage({ locale, links: interactionLinks(interaction.uid) }));
    }),
  );

  router.post('/interaction/:uid/login', parseForm, (req, res) =>
    withInteraction(req, res, async (interaction, locale) => {
      const form = (req.body ?? {}) as Form;
      const login = text(form, 'login');
      const result = await accounts.signIn(login, text(form, 'password'));
      if (!result.ok) {
        const status = result.errors.login === 'required' || result.errors.password === 'required' ? 400 : 401;
        sendHtml(res, status, renderLoginPage({ locale, links: interactionLinks(interaction.uid), login, errors: result.errors }));
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: result.account.id, amr: ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  router.post('/interaction/:uid/register', parseForm, (req, res) =>
    withInteraction(req, res, async (interaction, locale) => {
      const form = (req.body ?? {}) as Form;
      const input: RegistrationInput = {
        email: text(form, 'email'),
        givenName: text(form, 'givenName'),
        familyName: text(form, 'familyName'),
        password: text(form, 'password'),
        passwordConfirm: text(form, 'passwordConfirm'),
      };
      const result = await accounts.register(input, locale);
      if (!result.ok) {
        const { password: _p, passwordConfirm: _c, ...values } = input;
        sendHtml(res, 400, renderRegisterPage({ locale, links: interactionLinks(interaction.uid), values, errors: result.errors }));
        return;
      }
      // A new account is signed in straight away and the authorization continues back to the shell.
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: result.account.id, amr: ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  return router;
}

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

/** Grants exactly what the consent prompt reports missing (oidc-provider's documented pattern). */
async function grantConsent(provider: Provider, interaction: Interaction, req: Request, res: Response): Promise<void> {
  const accountId = interaction.session?.accountId;
  const clientId = text(interaction.params, 'client_id');
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const details = interaction.prompt.details as ConsentDetails;
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

import { Router, urlencoded, type Request, type Response } from 'express';
import type { Interaction, Provider } from 'oidc-provider';
import type { AccountService, LoginField } from '../accounts/account-service';
import type { RegistrationInput } from '../accounts/registration-rules';
import type { SignInThrottle } from '../sign-in/sign-in-throttle';
import { interactionLinks } from '../views/interaction-links';
import { renderLoginPage, type LoginPageModel } from '../views/login-page';
import { pickLocale, type Locale } from '../views/messages';
import { renderExpiredPage, renderFormRefusedPage } from '../views/notice-page';
import { renderRegisterPage, type RegisterPageModel } from '../views/register-page';
import type { FormProtection } from './form-protection';
import { clientAddressOf } from './forwarded-request';
import { FORM_PAGE_HEADERS } from './security-headers';
import { sendHtml } from './send-html';

/**
 * The sign-in and registration pages oidc-provider sends people to (`interactions.url`).
 *
 * CSRF: oidc-provider binds an interaction to the browser with the `_interaction` cookie (SameSite=Lax,
 * so never sent with a cross-site POST); a request whose cookie does not name the uid in the URL is
 * refused. On top, every post must come from the issuer's origin and carry the form's token bound to the
 * interaction (form-protection.ts); a post that does not gets a page saying so (403).
 *
 * Brute force: every sign-in attempt goes through SignInThrottle first (429 with the time to wait), and
 * unknown logins get the same answer, after the same work, as wrong passwords.
 *
 * Consent is never asked for the first-party portal (oidc/first-party-grant.ts); the consent branch below
 * only completes a grant should oidc-provider still ask.
 */

const FORM_LIMIT = '16kb';

interface InteractionRouteDeps {
  provider: Provider;
  accounts: AccountService;
  throttle: SignInThrottle;
  forms: FormProtection;
}

type Form = Record<string, unknown>;

function text(form: Form, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

export function interactionRoutes({ provider, accounts, throttle, forms }: InteractionRouteDeps): Router {
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

  /** A post of one of the forms: refused unless it comes from the provider's own page for this interaction. */
  async function withFormPost(
    req: Request,
    res: Response,
    handle: (interaction: Interaction, locale: Locale, form: Form) => Promise<void>,
  ): Promise<void> {
    const form = (req.body ?? {}) as Form;
    // Checked before the interaction is even looked up: a cross-site post costs no database work.
    if (!forms.isSameOriginPost(req)) {
      sendHtml(res, 403, renderFormRefusedPage(pickLocale(req.query.lang, form.lang)));
      return;
    }
    await withInteraction(req, res, async (interaction, locale) => {
      if (!forms.hasValidToken(form, interaction.uid)) {
        sendHtml(res, 403, renderFormRefusedPage(locale));
        return;
      }
      await handle(interaction, locale, form);
    });
  }

  const loginPage = (res: Response, status: number, model: Omit<LoginPageModel, 'links' | 'csrfToken'>, uid: string) =>
    sendHtml(res, status, renderLoginPage({ ...model, links: interactionLinks(uid), csrfToken: forms.tokenFor(uid) }), FORM_PAGE_HEADERS);
  const registerPage = (res: Response, status: number, model: Omit<RegisterPageModel, 'links' | 'csrfToken'>, uid: string) =>
    sendHtml(
      res,
      status,
      renderRegisterPage({ ...model, links: interactionLinks(uid), csrfToken: forms.tokenFor(uid) }),
      FORM_PAGE_HEADERS,
    );

  router.get('/interaction/:uid', (req, res) =>
    withInteraction(req, res, async (interaction, locale) => {
      if (interaction.prompt.name === 'consent') {
        await grantConsent(provider, interaction, req, res);
        return;
      }
      // keycloak-js `register()` arrives here through /registrations (see registration-route.ts).
      if (interaction.params.nebo_screen === 'register') registerPage(res, 200, { locale }, interaction.uid);
      else loginPage(res, 200, { locale, login: text(interaction.params, 'login_hint') }, interaction.uid);
    }),
  );

  router.get('/interaction/:uid/register', (req, res) =>
    withInteraction(req, res, async (interaction, locale) => {
      registerPage(res, 200, { locale }, interaction.uid);
    }),
  );

  router.post('/interaction/:uid/login', parseForm, (req, res) =>
    withFormPost(req, res, async (interaction, locale, form) => {
      const login = text(form, 'login');
      const password = text(form, 'password');
      const missing: Partial<Record<LoginField, 'required'>> = {};
      if (!login.trim()) missing.login = 'required';
      if (!password) missing.password = 'required';
      if (missing.login || missing.password) {
        loginPage(res, 400, { locale, login, errors: missing }, interaction.uid);
        return;
      }

      const attempt = await throttle.begin(login, clientAddressOf(req) ?? '');
      if (!attempt.allowed) {
        res.set('Retry-After', String(attempt.retryAfterSeconds));
        loginPage(
          res,
          429,
          { locale, login, problem: { tooManyAttempts: { minutes: minutesToWait(attempt.retryAfterSeconds) } } },
          interaction.uid,
        );
        return;
      }
      const result = await accounts.signIn(login, password);
      // A disabled account's right password is no guess: it does not count as a failure either.
      if (result.ok || ('problem' in result && result.problem === 'accountDisabled')) await throttle.succeeded(attempt);
      if (!result.ok) {
        const problem = 'problem' in result ? result.problem : undefined;
        const errors = 'errors' in result ? result.errors : undefined;
        loginPage(res, problem ? 401 : 400, { locale, login, problem, errors }, interaction.uid);
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
    withFormPost(req, res, async (interaction, locale, form) => {
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
        // "Already registered" tells whether an address has an account: each such answer costs the
        // caller's address one attempt of its daily sign-in budget, so registration is no faster a way
        // to test addresses than the sign-in form.
        if (result.errors.email === 'emailTaken') {
          const budget = await throttle.countAddress(clientAddressOf(req) ?? '');
          if (!budget.allowed) {
            res.set('Retry-After', String(budget.retryAfterSeconds));
            registerPage(
              res,
              429,
              { locale, values, tooManyAttempts: { minutes: minutesToWait(budget.retryAfterSeconds) } },
              interaction.uid,
            );
            return;
          }
        }
        registerPage(res, 400, { locale, values, errors: result.errors }, interaction.uid);
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

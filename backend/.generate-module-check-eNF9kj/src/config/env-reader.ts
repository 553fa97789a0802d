import { ConfigProblem } from './config-error';

type Env = Record<string, string | undefined>;

/**
 * Reads typed values from an environment map and records a problem for each bad one instead of throwing,
 * so that load-config can report every mistake together. An empty string counts as "not set".
 */
export class EnvReader {
  readonly problems: ConfigProblem[] = [];

  constructor(private readonly env: Env) {}

  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      return this.fail(name, `must be a whole number from ${min} to ${max} (got "${value}")`, fallback);
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    return this.fail(name, `must be true or false (got "${this.raw(name)}")`, fallback);
  }

  /** An absolute http(s) URL, returned without a trailing slash. */
  httpUrl(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    if (!isUrlWithProtocol(value, ['http:', 'https:'])) {
      return this.fail(name, `must be an absolute http(s) URL (got "${value}")`, fallback);
    }
    return value.replace(/\/+$/, '');
  }

  /**
   * An outside service's absolute http(s) URL, or undefined when not set. Unlike httpUrl the value is kept
   * as given, trailing slash included: it is the exact endpoint a request goes to.
   */
  endpointUrl(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (!isUrlWithProtocol(value, ['http:', 'https:'])) {
      return this.fail(name, `must be an absolute http(s) URL (got "${value}")`, undefined);
    }
    return value;
  }

  /**
   * An smtp:// or smtps:// URL. The value is not repeated in the message: it may carry a password, and the
   * message goes to the console and the logs.
   */
  smtpUrl(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    if (!isUrlWithProtocol(value, ['smtp:', 'smtps:'])) return this.fail(name, 'must be an smtp:// or smtps:// URL', fallback);
    return value;
  }

  /** An e-mail address, bare or with a display name ("Nebo <no-reply@nebo.ru>"). */
  mailbox(name: string, fallback: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!/^(?:[^<>@]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/.test(value)) {
      return this.fail(name, `must be an e-mail address, optionally with a name: Nebo <no-reply@example.ru> (got "${value}")`, fallback);
    }
    return value;
  }

  /** A value that must be set because another setting needs it; `because` completes "is required when …". */
  required(name: string, because: string): string {
    const value = this.raw(name);
    if (value === undefined) return this.fail(name, `is required when ${because}`, '');
    return value;
  }

  /** A PostgreSQL connection URL, or undefined when not set. */
  postgresUrl(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (!isUrlWithProtocol(value, ['postgres:', 'postgresql:'])) {
      return this.fail(name, 'must be a postgres:// or postgresql:// URL', undefined);
    }
    return value;
  }

  /** A comma-separated list of browser origins (scheme://host[:port], no path). */
  origins(name: string, fallback: string[]): string[] {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const origins = value
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== '');
    const bad = origins.filter((o) => !isOrigin(o));
    if (origins.length === 0 || bad.length > 0) {
      return this.fail(
        name,
        `must be a comma-separated list of origins like http://localhost:8080 (bad: "${bad.join('", "') || value}")`,
        fallback,
      );
    }
    return origins;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(value)) {
      return this.fail(name, `must be one of ${allowed.join(', ')} (got "${value}")`, fallback);
    }
    return value as T;
  }

  private fail<T>(variable: string, problem: string, fallback: T): T {
    this.problems.push({ variable, problem });
    return fallback;
  }
}

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

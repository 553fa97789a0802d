/** The simulator's settings (env names in main.ts); tests pass them directly. */
export interface ZonalCentreConfig {
  host: string;
  /** HTTP (Azimut, SPPI, status page, control); 0 picks a free port. */
  httpPort: number;
  /** SMTP in (letters); 0 picks a free port. */
  smtpPort: number;
  azimutKey: string;
  sppi: { clientId: string; clientSecret: string; login: string; password: string; tokenTtlSeconds: number };
  decisionDelayMs: number;
  /** Where the platform's public map answers (restricted zones). */
  publicApiUrl: string;
  /** Where reply letters go (the backend's inbound listener). */
  replySmtpUrl: string;
  /** When set, the dedup map survives a restart in `<dataDir>/zonal-centre-sim/dedup.json`. */
  dataDir: string | null;
  /**
   * Codes of the centres that decide on the platform (the authority area): the simulator takes their submissions
   * and never decides them. Absent in a config a test builds: none, every centre is simulated.
   */
  platformCentres?: readonly string[];
}

/** The Moscow zonal centre works on the platform in the default set-up (docs/requirements.md, decision D12). */
export const DEFAULT_PLATFORM_CENTRES = 'ZC-MOSCOW';

export function readConfig(env: NodeJS.ProcessEnv): ZonalCentreConfig {
  const text = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name]?.trim();
    const value = raw ? Number(raw) : fallback;
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return value;
  };
  return {
    host: text('ZC_SIM_HOST', '127.0.0.1'),
    httpPort: int('ZC_SIM_PORT', 3200, 0, 65535),
    smtpPort: int('ZC_SIM_SMTP_PORT', 2525, 0, 65535),
    azimutKey: text('ZC_SIM_AZIMUT_KEY', 'nebo-azimut-key'),
    sppi: {
      clientId: text('ZC_SIM_SPPI_CLIENT_ID', 'nebo'),
      clientSecret: text('ZC_SIM_SPPI_CLIENT_SECRET', 'nebo-sppi-secret'),
      login: text('ZC_SIM_SPPI_LOGIN', 'pilot@sppi.local'),
      password: text('ZC_SIM_SPPI_PASSWORD', 'sppi-2026'),
      tokenTtlSeconds: int('ZC_SIM_SPPI_TOKEN_TTL_S', 3600, 1, 86400 * 30),
    },
    decisionDelayMs: int('ZC_SIM_DECISION_DELAY_MS', 4000, 0, 86_400_000),
    publicApiUrl: text('NEBO_PUBLIC_API_URL', 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    replySmtpUrl: text('ZC_SIM_REPLY_SMTP_URL', 'smtp://127.0.0.1:2526'),
    dataDir: env.DATA_DIR?.trim() || null,
    platformCentres: centreCodes(env.ZC_SIM_PLATFORM_CENTRES ?? DEFAULT_PLATFORM_CENTRES),
  };
}

/** `ZC_SIM_PLATFORM_CENTRES`: comma-separated authority codes; an empty value leaves every centre to the simulator. */
export function centreCodes(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

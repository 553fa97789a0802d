import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ZonalCentreConfig } from '../../../simulators/zonal-centre/config';
import type { SubmissionRecord } from '../../../simulators/zonal-centre/records';
import { ZonalCentreSimulator } from '../../../simulators/zonal-centre/zonal-centre';
import { freePort } from '../../../testing/auth-test-server';

/**
 * The real zonal-centre simulator in this process, on ports fixed for the whole test (so the backend's
 * configuration keeps pointing at it), that can be stopped — its HTTP and SMTP servers closed, connections
 * refused, as when the process is down — and started again on the same ports, as `npm start` would restart it.
 * Like the real process, a restart forgets what it held in memory but keeps its dedup map (DATA_DIR), so a key
 * it answered before a restart is still answered with the first id. Submissions are counted over every run.
 */
export class RestartableZonalCentre {
  /** Every run of the simulator, the stopped ones included (their records stay readable). */
  readonly runs: ZonalCentreSimulator[] = [];
  private current: ZonalCentreSimulator | null = null;

  private constructor(
    readonly config: ZonalCentreConfig,
    private readonly dataDir: string,
  ) {}

  /** Reserves free ports and a data folder; `replySmtpUrl` is where its reply letters go (the backend's listener). */
  static async create(options: { replySmtpUrl: string; decisionDelayMs: number }): Promise<RestartableZonalCentre> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-zc-sim-'));
    return new RestartableZonalCentre(
      {
        host: '127.0.0.1',
        httpPort: await freePort(),
        smtpPort: await freePort(),
        azimutKey: 'sim-azimut-key',
        sppi: {
          clientId: 'nebo',
          clientSecret: 'nebo-sppi-secret',
          login: 'pilot@sppi.local',
          password: 'sppi-2026',
          tokenTtlSeconds: 600,
        },
        decisionDelayMs: options.decisionDelayMs,
        // Every submission of these tests carries a regime number: the centre allows it without asking the map.
        publicApiUrl: `http://127.0.0.1:${await freePort()}`,
        replySmtpUrl: options.replySmtpUrl,
        dataDir,
      },
      dataDir,
    );
  }

  get running(): boolean {
    return this.current !== null;
  }

  /** The backend's configuration pointing its channel adapters at this simulator. */
  backendEnv(): Record<string, string> {
    const base = `http://${this.config.host}:${this.config.httpPort}`;
    return {
      ORVD_SMTP_URL: `smtp://${this.config.host}:${this.config.smtpPort}`,
      AZIMUT_URL: `${base}/azimut/api/v1`,
      AZIMUT_API_KEY: this.config.azimutKey,
      AZIMUT_TIMEOUT_MS: '5000',
      SPPI_URL: `${base}/sppi`,
    };
  }

  async start(): Promise<void> {
    if (this.current) throw new Error('the simulator is already running');
    const simulator = await new ZonalCentreSimulator(this.config).start();
    if (simulator.httpPort !== this.config.httpPort || simulator.smtpPort !== this.config.smtpPort) {
      await simulator.stop();
      throw new Error('the simulator did not come back on its ports');
    }
    this.runs.push(simulator);
    this.current = simulator;
  }

  /** Closes its servers: from now on a connection to either port is refused. */
  async stop(): Promise<void> {
    const simulator = this.current;
    this.current = null;
    await simulator?.stop();
  }

  /** What every run of the centre registered under this dedup key. */
  submissionsFor(dedupKey: string): SubmissionRecord[] {
    return this.runs.flatMap((run) => run.centre.submissions.filter((s) => s.dedupKey === dedupKey));
  }

  async close(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

import { readConfig } from './config';
import { ZonalCentreSimulator } from './zonal-centre';

/**
 * Runs the zonal-centre simulator: `node dist/simulators/zonal-centre/main.js`.
 * ZC_SIM_HOST (127.0.0.1), ZC_SIM_PORT (3200, HTTP), ZC_SIM_SMTP_PORT (2525), ZC_SIM_AZIMUT_KEY (nebo-azimut-key),
 * ZC_SIM_SPPI_CLIENT_ID / _SECRET (nebo / nebo-sppi-secret), ZC_SIM_SPPI_LOGIN / _PASSWORD (pilot@sppi.local /
 * sppi-2026), ZC_SIM_SPPI_TOKEN_TTL_S (3600), ZC_SIM_DECISION_DELAY_MS (4000), NEBO_PUBLIC_API_URL
 * (http://127.0.0.1:3000), ZC_SIM_REPLY_SMTP_URL (smtp://127.0.0.1:2526), DATA_DIR (keeps the dedup map),
 * ZC_SIM_PLATFORM_CENTRES (ZC-MOSCOW: centres that decide on the platform, never here; '' for none).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = readConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const simulator = await new ZonalCentreSimulator(config, (line) => console.log(`[zonal-centre] ${line}`)).start();
  const base = `http://127.0.0.1:${simulator.httpPort}`;
  console.log(
    `Zonal-centre simulator: status ${base}/, Azimut ${base}/azimut/api/v1, SPPI ${base}/sppi (sign-in ${base}/sppi/oauth/authorize), ` +
      `SMTP on port ${simulator.smtpPort}; deciding on the platform: ${config.platformCentres?.join(', ') || 'none'}`,
  );
  const shutdown = () => {
    simulator.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: Error) => {
  console.error(`Zonal-centre simulator could not start: ${error.message}`);
  process.exit(1);
});

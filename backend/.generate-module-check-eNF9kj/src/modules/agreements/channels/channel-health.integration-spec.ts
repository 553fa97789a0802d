import { DataSource } from 'typeorm';
import { runDatabaseUrl } from '../../../testing/test-database';
import { CreateChannelHealth1795570000060 } from '../migrations/1795570000060-create-channel-health';
import { AzimutChannel } from './azimut/azimut-channel';
import { ChannelError } from './channel-error';
import { ChannelHealthRepository } from './channel-health.repository';
import { ChannelHealthProbe, ChannelRegistry } from './channel-registry';
import { EmailChannel } from './email/email-channel';
import { SppiChannel } from './sppi/sppi-channel';
import { HttpCentrePeer } from './testing/http-centre-peer';
import { channelsConfig } from './testing/outgoing.fixture';
import { SmtpCentrePeer } from './testing/smtp-centre-peer';
import { freePort } from '../../../testing/auth-test-server';

/**
 * channel_health on real PostgreSQL, built by its own migration in a schema of this spec (the run database may
 * already hold the application's tables), and the probe against real peers: a live SMTP server and Azimut, a dead SPPI.
 */
describe('channel health', () => {
  const schema = `channel_health_spec_${process.pid}`;
  let dataSource: DataSource;
  let health: ChannelHealthRepository;

  beforeAll(async () => {
    const setup = await new DataSource({ type: 'postgres', url: runDatabaseUrl() }).initialize();
    await setup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    await setup.destroy();
    dataSource = await new DataSource({
      type: 'postgres',
      url: runDatabaseUrl(),
      extra: { options: `-c search_path=${schema}` },
    }).initialize();
    const runner = dataSource.createQueryRunner();
    await new CreateChannelHealth1795570000060().up(runner);
    await runner.release();
    health = new ChannelHealthRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource.query(`DROP SCHEMA ${schema} CASCADE`);
    await dataSource.destroy();
  });

  beforeEach(() => dataSource.query('DELETE FROM channel_health'));

  it('lists every channel, healthy and unchecked until something is recorded', async () => {
    expect(await health.healthOf()).toEqual([
      { channel: 'EMAIL', healthy: true, checkedAt: null, lastError: null },
      { channel: 'API_AZIMUT', healthy: true, checkedAt: null, lastError: null },
      { channel: 'SPPI', healthy: true, checkedAt: null, lastError: null },
    ]);
  });

  it('keeps the last result per channel', async () => {
    await health.record('API_AZIMUT', { healthy: false, error: 'API «Азимут» недоступен (ECONNREFUSED)' });
    const [, down] = await health.healthOf();
    expect(down).toMatchObject({ channel: 'API_AZIMUT', healthy: false, lastError: 'API «Азимут» недоступен (ECONNREFUSED)' });
    expect(Date.now() - Date.parse(down.checkedAt!)).toBeLessThan(60_000);

    await health.record('API_AZIMUT', { healthy: true });
    expect((await health.healthOf())[1]).toMatchObject({ healthy: true, lastError: null });
  });

  it('a send marks its channel by what the failure says about the peer', async () => {
    await health.recordSend('EMAIL', new ChannelError('Почтовый сервер зонального центра недоступен', true));
    await health.recordSend('API_AZIMUT', new ChannelError('API «Азимут» отклонил запрос: 400', false, 400));
    await health.recordSend('SPPI', null);
    expect((await health.healthOf()).map((h) => [h.channel, h.healthy, h.lastError])).toEqual([
      ['EMAIL', false, 'Почтовый сервер зонального центра недоступен'],
      ['API_AZIMUT', true, null],
      ['SPPI', true, null],
    ]);
  });

  it('the probe asks every channel over the network and records the answers', async () => {
    const smtp = await new SmtpCentrePeer().start();
    const azimut = await new HttpCentrePeer('/azimut/api/v1', () => true, 'idempotency-key').start();
    const config = channelsConfig({
      smtpUrl: smtp.url,
      azimutUrl: azimut.baseUrl,
      sppiApiUrl: `http://127.0.0.1:${await freePort()}/sppi/api/v1`,
    });
    const email = new EmailChannel(config);
    try {
      const registry = new ChannelRegistry(
        email,
        new AzimutChannel(config),
        new SppiChannel(config, { accessTokenFor: () => Promise.resolve('t') }),
      );
      expect(registry.get('SPPI').channel).toBe('SPPI');
      expect(registry.all().map((a) => a.channel)).toEqual(['EMAIL', 'API_AZIMUT', 'SPPI']);

      await new ChannelHealthProbe(registry, health).probeAll();
      const rows = await health.healthOf();
      expect(rows.map((h) => [h.channel, h.healthy])).toEqual([
        ['EMAIL', true],
        ['API_AZIMUT', true],
        ['SPPI', false],
      ]);
      expect(rows[2].lastError).toMatch(/^СППИ недоступен \(ECONNREFUSED\)$/);
      expect(rows.every((h) => h.checkedAt !== null)).toBe(true);
    } finally {
      email.onModuleDestroy();
      await Promise.all([smtp.stop(), azimut.stop()]);
    }
  });
});

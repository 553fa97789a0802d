import { randomUUID } from 'node:crypto';
import { Clock } from '../../../common/clock/clock';
import { DomainException } from '../../../common/errors/domain.exception';
import type { GeneratedProbeRow } from '../entities/generated-probe.row';
import type { GeneratedProbeRepository } from '../repositories/generated-probe.repository';
import { GeneratedProbeService } from './generated-probe.service';

const NOW = new Date('2026-05-01T09:00:00.000Z');

/** The repository's contract in memory: enough for the service's rules, without a database. */
function memoryRepository(): Pick<GeneratedProbeRepository, 'listOwned' | 'findOwned' | 'insert'> {
  const rows: GeneratedProbeRow[] = [];
  return {
    listOwned: async (ownerId) => rows.filter((r) => r.ownerUserId === ownerId),
    findOwned: async (ownerId, id) => rows.find((r) => r.ownerUserId === ownerId && r.id === id) ?? null,
    insert: async (ownerUserId, values) => {
      const row = { id: randomUUID(), ownerUserId, ...values };
      rows.push(row);
      return row;
    },
  };
}

describe('GeneratedProbeService', () => {
  const clock: Clock = { now: () => NOW };
  const service = new GeneratedProbeService(memoryRepository() as GeneratedProbeRepository, clock);

  it('stamps a new item with the clock and trims its title', async () => {
    expect(await service.create('owner', { title: '  First  ' })).toEqual({
      id: expect.any(String),
      title: 'First',
      createdAt: NOW.toISOString(),
    });
  });

  it("answers another user's item as not found, with the module's code", async () => {
    const { id } = await service.create('owner', { title: 'Mine' });
    expect((await service.get('owner', id)).title).toBe('Mine');
    const failure = await service.get('someone-else', id).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainException);
    expect(failure).toMatchObject({ code: 'generated-probe.not-found', message: 'Generated probe not found' });
    expect((failure as DomainException).getStatus()).toBe(404);
  });
});

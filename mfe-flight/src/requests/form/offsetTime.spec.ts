import { DateTime } from 'luxon';
import { convertWallTime, displayToWire, instantOf, isBefore, minutesBetween, parseWallTime, wireToDisplay } from './offsetTime';

describe('flight request wall times (UTC / LOCAL = Moscow)', () => {
  it('reads a LOCAL time across midnight into the previous UTC day and back', () => {
    expect(convertWallTime('01.12.2026 01:30', 'LOCAL', 'UTC')).toBe('30.11.2026 22:30');
    expect(convertWallTime('30.11.2026 22:30', 'UTC', 'LOCAL')).toBe('01.12.2026 01:30');
  });

  it('crosses the year boundary both ways', () => {
    expect(convertWallTime('01.01.2027 02:00', 'LOCAL', 'UTC')).toBe('31.12.2026 23:00');
    expect(convertWallTime('31.12.2026 21:00', 'UTC', 'LOCAL')).toBe('01.01.2027 00:00');
  });

  it('never shifts a time however often the mode is switched', () => {
    let shown = '01.12.2026 01:30';
    for (let round = 0; round < 10; round += 1) {
      shown = convertWallTime(convertWallTime(shown, 'LOCAL', 'UTC'), 'UTC', 'LOCAL');
    }
    expect(shown).toBe('01.12.2026 01:30');
  });

  it('names the same instant in both modes', () => {
    expect(instantOf('01.12.2026 01:30', 'LOCAL')).toBe(instantOf('30.11.2026 22:30', 'UTC'));
    expect(instantOf('30.11.2026 22:30', 'UTC')).toBe('2026-11-30T22:30:00.000Z');
  });

  it('keeps the wall time between the wire and the form (both in the request mode)', () => {
    expect(wireToDisplay('2026-12-01T01:30:00')).toBe('01.12.2026 01:30');
    expect(displayToWire('01.12.2026 01:30')).toBe('2026-12-01T01:30:00');
    expect(displayToWire(wireToDisplay('2026-11-30T22:30:00'))).toBe('2026-11-30T22:30:00');
    expect(wireToDisplay('2026-02-28T23:59')).toBe('28.02.2026 23:59');
  });

  it('leaves an unfinished or impossible value as typed and refuses it on the wire', () => {
    expect(convertWallTime('01.12.20', 'LOCAL', 'UTC')).toBe('01.12.20');
    expect(displayToWire('31.02.2026 10:00')).toBeNull();
    expect(displayToWire('01.12.2026 24:30')).toBeNull();
    expect(parseWallTime('', 'UTC')).toBeNull();
    expect(wireToDisplay('garbage')).toBe('');
  });

  it('measures intervals over midnight and compares with now in the given mode', () => {
    expect(minutesBetween('30.11.2026 23:30', '01.12.2026 00:15', 'UTC')).toBe(45);
    const now = DateTime.fromISO('2026-11-30T22:00:00Z');
    // 01:30 Moscow on 1 December is 22:30 UTC: after now. 00:30 Moscow is 21:30 UTC: before.
    expect(isBefore('01.12.2026 01:30', 'LOCAL', now)).toBe(false);
    expect(isBefore('01.12.2026 00:30', 'LOCAL', now)).toBe(true);
    expect(isBefore('30.11.2026 21:59', 'UTC', now)).toBe(true);
  });
});

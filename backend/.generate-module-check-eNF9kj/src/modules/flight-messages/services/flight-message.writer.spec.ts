import { DomainException } from '../../../common/errors/domain.exception';
import { FlightMessageWriter } from './flight-message.writer';

describe('FlightMessageWriter', () => {
  const writer = new FlightMessageWriter();
  const input = { plannedStartUtc: '2024-11-25T09:00:00Z', droneRegistrationNumbers: ['0Y12345'], sid: '7772251060' };

  it('writes DEP, ARR and CNL through the named calls', () => {
    expect(writer.dep({ ...input, actualUtc: '2024-11-25T09:05:00Z' }).singleLine).toBe(
      '(DEP-ZZZZZ -ZZZZ0905 -ZZZZ -DOF/241125 REG/0Y12345 SID/7772251060)',
    );
    expect(writer.arr({ ...input, actualUtc: '2024-11-25T10:00:00Z' }).kind).toBe('ARR');
    expect(writer.cnl(input).singleLine).toBe('(CNL-ZZZZZ -ZZZZ0900 -ZZZZ -DOF/241125 REG/0Y12345 SID/7772251060)');
  });

  it('answers input the format cannot carry with the 400 of the module', () => {
    let caught: unknown;
    try {
      writer.arr(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainException);
    expect(caught).toMatchObject({ code: 'flight-messages.invalid-time' });
    expect((caught as DomainException).getStatus()).toBe(400);
  });
});

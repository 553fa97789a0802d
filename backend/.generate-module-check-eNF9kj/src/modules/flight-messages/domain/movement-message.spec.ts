import { writeMovementMessage, type MovementMessageInput } from './movement-message';
import { parseCentreReply } from './centre-reply';
import { ShrInputError } from './shr-message.input';

const base: Omit<MovementMessageInput, 'kind'> = {
  plannedStartUtc: '2024-11-25T09:00:00Z',
  takeOffPoint: { lat: 55.75, lng: 37.617 },
  landingPoint: { lat: 55.766, lng: 37.633 },
  droneRegistrationNumbers: ['0Y12345'],
  sid: '7772251060',
};

describe('writeMovementMessage', () => {
  it('DEP: field 13 is the actual off-block time, field 16 the destination without time', () => {
    expect(writeMovementMessage({ ...base, kind: 'DEP', actualUtc: '2024-11-25T09:30:59Z' })).toEqual({
      kind: 'DEP',
      text: ['(DEP-ZZZZZ', '-ZZZZ0930', '-ZZZZ', '-DOF/241125 DEP/5545N03737E DEST/5546N03738E REG/0Y12345', 'SID/7772251060)'].join('\n'),
      singleLine: '(DEP-ZZZZZ -ZZZZ0930 -ZZZZ -DOF/241125 DEP/5545N03737E DEST/5546N03738E REG/0Y12345 SID/7772251060)',
      dateOfFlight: '2024-11-25',
    });
  });

  it('DEP reads back through the reply parser as a departure with its SID and time (lines at most 69)', () => {
    const message = writeMovementMessage({ ...base, kind: 'DEP', actualUtc: '2024-11-25T09:30:00Z' });
    expect(message.text.split('\n').every((line) => line.length <= 69)).toBe(true);
    expect(parseCentreReply(message.text)).toEqual([
      expect.objectContaining({ kind: 'IDEP', sid: '7772251060', at: '2024-11-25T09:30:00.000Z' }),
    ]);
  });

  it('DEP without an actual time departs at the planned start; aerodromes replace DEP/ and DEST/', () => {
    const message = writeMovementMessage({ ...base, kind: 'DEP', departureAerodrome: 'uuee', destinationAerodrome: 'UUDD', sid: null });
    expect(message.singleLine).toBe('(DEP-ZZZZZ -UUEE0900 -UUDD -DOF/241125 REG/0Y12345)');
  });

  it('ARR: field 13 is the planned EOBT, field 17 the arrival and the actual landing time', () => {
    expect(writeMovementMessage({ ...base, kind: 'ARR', actualUtc: '2024-11-25T10:45:00Z' }).text).toBe(
      ['(ARR-ZZZZZ', '-ZZZZ0900', '-ZZZZ1045', '-DOF/241125 DEP/5545N03737E DEST/5546N03738E REG/0Y12345', 'SID/7772251060)'].join('\n'),
    );
  });

  it('ARR after midnight keeps the DOF of the planned start; Moscow-time input is written in UTC', () => {
    const message = writeMovementMessage({
      ...base,
      kind: 'ARR',
      plannedStartUtc: '2024-11-26T02:00:00+03:00',
      actualUtc: '2024-11-26T00:45:00Z',
      takeOffPoint: null,
      landingPoint: null,
      droneRegistrationNumbers: [],
    });
    expect(message).toMatchObject({ singleLine: '(ARR-ZZZZZ -ZZZZ2300 -ZZZZ0045 -DOF/241125 SID/7772251060)', dateOfFlight: '2024-11-25' });
  });

  it('CNL: planned EOBT, destination without time, the actual time ignored', () => {
    expect(
      writeMovementMessage({ ...base, kind: 'CNL', actualUtc: '2024-11-25T12:00:00Z', droneRegistrationNumbers: ['0Y 123-45', 'АБ1'] })
        .singleLine,
    ).toBe('(CNL-ZZZZZ -ZZZZ0900 -ZZZZ -DOF/241125 DEP/5545N03737E DEST/5546N03738E REG/0Y12345 AB1 SID/7772251060)');
  });

  it('refuses an ARR without the landing time, a bad instant, a bad aerodrome and an unknown kind', () => {
    const problem = (input: MovementMessageInput) => {
      try {
        writeMovementMessage(input);
      } catch (error) {
        return error instanceof ShrInputError ? `${error.problem} ${error.field}` : String(error);
      }
      return 'written';
    };
    expect(problem({ ...base, kind: 'ARR' })).toBe('invalid-time actualUtc');
    expect(problem({ ...base, kind: 'DEP', plannedStartUtc: '25.11.2024 09:00' })).toBe('invalid-time plannedStartUtc');
    expect(problem({ ...base, kind: 'CNL', departureAerodrome: 'UU1' })).toBe('invalid-aerodrome departureAerodrome');
    expect(problem({ ...base, kind: 'FPL' as never })).toBe('invalid-time kind');
  });
});

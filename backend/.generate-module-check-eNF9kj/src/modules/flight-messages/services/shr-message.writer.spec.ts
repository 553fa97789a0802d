import { DomainException } from '../../../common/errors/domain.exception';
import type { ShrMessageInput } from '../domain/shr-message.input';
import { ShrMessageWriter } from './shr-message.writer';

const POINT = { lat: 55.15, lng: 37.6167 };
const INPUT: ShrMessageInput = {
  flightDates: [{ start: '2024-01-01T09:00:00Z', finish: '2024-01-01T18:00:00Z' }],
  altitudeMinMetres: 160,
  altitudeMaxMetres: 260,
  route: { type: 'CIRCLE', points: [POINT], radius: 700 },
  takeOffPoint: POINT,
  landingPoint: POINT,
  operator: { name: 'Petrov Oleg' },
  droneRegistrationNumbers: ['0Y12345'],
};

describe('ShrMessageWriter', () => {
  const writer = new ShrMessageWriter();

  it('writes one message per flight date', () => {
    expect(writer.write(INPUT).map((m) => m.singleLine)).toEqual([
      '(SHR-ZZZZZ -ZZZZ0900 -M0016/M0026 /ZONA R0,7 5509N03737E/ -ZZZZ0900 -DEP/5509N03737E DEST/5509N03737E DOF/240101 OPR/PETROV OLEG REG/0Y12345 TYP/BLA)',
    ]);
  });

  it("answers unwritable input with the module's 400, its code naming the problem and the field in the error shape", () => {
    const failure = (() => {
      try {
        writer.write({ ...INPUT, route: { type: 'POLYGON', points: [] } });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(failure).toBeInstanceOf(DomainException);
    expect((failure as DomainException).getStatus()).toBe(400);
    expect(failure).toMatchObject({ code: 'flight-messages.no-points', message: 'route.points:the shape has no points' });
    expect((failure as DomainException).getResponse()).toMatchObject({
      detailedError: [{ field: 'route.points', error: 'the shape has no points' }],
    });
  });

  it('lets other failures through unchanged', () => {
    const broken = {
      ...INPUT,
      get flightDates(): never {
        throw new TypeError('boom');
      },
    } as unknown as ShrMessageInput;
    expect(() => writer.write(broken)).toThrow(TypeError);
  });
});

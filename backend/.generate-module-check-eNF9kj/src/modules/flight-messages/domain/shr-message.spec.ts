import { ShrInputError, type ShrMessageInput } from './shr-message.input';
import { MAX_LINE_LENGTH, wrap, writeShrMessages } from './shr-message';

function problemOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof ShrInputError ? { problem: error.problem, field: error.field } : error;
  }
  return 'no error';
}

const CENTRE = { lat: 55.15, lng: 37.6167 };

/** The example: a 700 m circle, 160–260 m, 09:00–18:00 UTC on 1 January 2024. */
function circleFlight(overrides: Partial<ShrMessageInput> = {}): ShrMessageInput {
  return {
    flightDates: [{ start: '2024-01-01T09:00:00Z', finish: '2024-01-01T18:00:00Z' }],
    altitudeMinMetres: 160,
    altitudeMaxMetres: 260,
    route: { type: 'CIRCLE', points: [CENTRE], radius: 700 },
    takeOffPoint: CENTRE,
    landingPoint: CENTRE,
    operator: { name: 'Petrov Oleg', phone: '+7 916 123-45-67' },
    droneRegistrationNumbers: ['0Y12345'],
    permitNumber: '123',
    regimeNumber: '45',
    ...overrides,
  };
}

function onlyText(input: ShrMessageInput, seconds = false): string {
  const messages = writeShrMessages(input, { seconds });
  expect(messages).toHaveLength(1);
  return messages[0].text;
}

describe('writeShrMessages (golden texts)', () => {
  it('circle: /ZONA R0,7 <centre>/, field 13 ZZZZ + start, field 16 ZZZZ + elapsed time (9 h → 0900)', () => {
    const [message] = writeShrMessages(circleFlight());
    expect(message.text).toBe(
      [
        '(SHR-ZZZZZ',
        '-ZZZZ0900',
        '-M0016/M0026 /ZONA R0,7 5509N03737E/',
        '-ZZZZ0900',
        '-DEP/5509N03737E DEST/5509N03737E DOF/240101 OPR/PETROV OLEG',
        '79161234567 REG/0Y12345 TYP/BLA RMK/PERMIT 123 REGIME 45 TEL',
        '79161234567)',
      ].join('\n'),
    );
    expect(message.singleLine).toBe(
      '(SHR-ZZZZZ -ZZZZ0900 -M0016/M0026 /ZONA R0,7 5509N03737E/ -ZZZZ0900 -DEP/5509N03737E DEST/5509N03737E DOF/240101 ' +
        'OPR/PETROV OLEG 79161234567 REG/0Y12345 TYP/BLA RMK/PERMIT 123 REGIME 45 TEL 79161234567)',
    );
    expect(message.dateOfFlight).toBe('2024-01-01');
  });

  it('polygon: /ZONA <points> <first point>/, take-off and landing elsewhere, several drones', () => {
    const text = onlyText(
      circleFlight({
        flightDates: [{ start: '2024-06-15T04:30:00Z', finish: '2024-06-15T06:00:00Z' }],
        altitudeMinMetres: 0,
        altitudeMaxMetres: 150,
        route: {
          type: 'POLYGON',
          points: [
            { lat: 55.75, lng: 37.6 },
            { lat: 55.76, lng: 37.62 },
            { lat: 55.74, lng: 37.63 },
          ],
        },
        takeOffPoint: { lat: 55.75, lng: 37.61 },
        landingPoint: { lat: 55.745, lng: 37.62 },
        droneRegistrationNumbers: ['0Y12345', '0Y 54321'],
        permitNumber: null,
        regimeNumber: null,
      }),
    );
    expect(text).toBe(
      [
        '(SHR-ZZZZZ',
        '-ZZZZ0430',
        '-M0000/M0015 /ZONA 5545N03736E 5546N03737E 5544N03738E 5545N03736E/',
        '-ZZZZ0130',
        '-DEP/5545N03737E DEST/5545N03737E DOF/240615 OPR/PETROV OLEG',
        '79161234567 REG/0Y12345 0Y54321 TYP/BLA RMK/TEL 79161234567)',
      ].join('\n'),
    );
  });

  it('corridor along a polyline: /ZONA W<width km> <route points>/, take-off and landing default to its ends', () => {
    const text = onlyText(
      circleFlight({
        route: {
          type: 'POLYLINE',
          points: [
            { lat: 55.7, lng: 37.5 },
            { lat: 55.8, lng: 37.6 },
            { lat: 55.9, lng: 37.55 },
          ],
          width: 200,
        },
        takeOffPoint: null,
        landingPoint: undefined,
      }),
    );
    expect(text).toBe(
      [
        '(SHR-ZZZZZ',
        '-ZZZZ0900',
        '-M0016/M0026 /ZONA W0,2 5542N03730E 5548N03736E 5554N03733E/',
        '-ZZZZ0900',
        '-DEP/5542N03730E DEST/5554N03733E DOF/240101 OPR/PETROV OLEG',
        '79161234567 REG/0Y12345 TYP/BLA RMK/PERMIT 123 REGIME 45 TEL',
        '79161234567)',
      ].join('\n'),
    );
  });

  it('several dates: one message per date, in order of start, each with its own times and DOF/', () => {
    const messages = writeShrMessages(
      circleFlight({
        flightDates: [
          { start: '2024-05-03T06:00:00Z', finish: '2024-05-03T08:30:00Z' },
          { start: '2024-05-02T05:15:00Z', finish: '2024-05-02T05:45:30Z' },
        ],
      }),
    );
    expect(messages.map((m) => m.dateOfFlight)).toEqual(['2024-05-02', '2024-05-03']);
    expect(messages.map((m) => m.singleLine)).toEqual([
      '(SHR-ZZZZZ -ZZZZ0515 -M0016/M0026 /ZONA R0,7 5509N03737E/ -ZZZZ0031 -DEP/5509N03737E DEST/5509N03737E DOF/240502 ' +
        'OPR/PETROV OLEG 79161234567 REG/0Y12345 TYP/BLA RMK/PERMIT 123 REGIME 45 TEL 79161234567)',
      '(SHR-ZZZZZ -ZZZZ0600 -M0016/M0026 /ZONA R0,7 5509N03737E/ -ZZZZ0230 -DEP/5509N03737E DEST/5509N03737E DOF/240503 ' +
        'OPR/PETROV OLEG 79161234567 REG/0Y12345 TYP/BLA RMK/PERMIT 123 REGIME 45 TEL 79161234567)',
    ]);
  });

  it('seconds option: every coordinate as DDMMSSN DDDMMSSE', () => {
    const text = onlyText(circleFlight({ takeOffPoint: { lat: 55.1533, lng: 37.62 } }), true);
    expect(text).toBe(
      [
        '(SHR-ZZZZZ',
        '-ZZZZ0900',
        '-M0016/M0026 /ZONA R0,7 550900N0373700E/',
        '-ZZZZ0900',
        '-DEP/550912N0373712E DEST/550900N0373700E DOF/240101 OPR/PETROV OLEG',
        '79161234567 REG/0Y12345 TYP/BLA RMK/PERMIT 123 REGIME 45 TEL',
        '79161234567)',
      ].join('\n'),
    );
  });

  it('rounding at minute boundaries: 59.99′ is written as the next degree', () => {
    const edge = { lat: 55 + 59.996 / 60, lng: 37 + 59.999 / 60 };
    const text = onlyText(circleFlight({ route: { type: 'CIRCLE', points: [edge], radius: 500 }, takeOffPoint: edge, landingPoint: edge }));
    expect(text.split('\n').slice(2, 5)).toEqual([
      '-M0016/M0026 /ZONA R0,5 5600N03800E/',
      '-ZZZZ0900',
      '-DEP/5600N03800E DEST/5600N03800E DOF/240101 OPR/PETROV OLEG',
    ]);
  });

  it('hemispheres: a western longitude (Chukotka) is written with W, a southern latitude is refused', () => {
    const uelen = { lat: 66.1667, lng: -169.8167 };
    const text = onlyText(
      circleFlight({ route: { type: 'CIRCLE', points: [uelen], radius: 1000 }, takeOffPoint: uelen, landingPoint: uelen }),
    );
    expect(text.split('\n')[2]).toBe('-M0016/M0026 /ZONA R1 6610N16949W/');
    expect(text.split('\n')[4]).toBe('-DEP/6610N16949W DEST/6610N16949W DOF/240101 OPR/PETROV OLEG');
    expect(problemOf(() => writeShrMessages(circleFlight({ landingPoint: { lat: -33.86, lng: 151.2 } })))).toEqual({
      problem: 'southern-hemisphere',
      field: 'landingPoint',
    });
  });

  it('Cyrillic operator, permit and remarks: transliterated to capital Latin letters, signs the format forbids removed', () => {
    const text = onlyText(
      circleFlight({
        operator: { name: 'Иванов Иван Иванович', phone: '8 (916) 123-45-67' },
        droneRegistrationNumbers: ['0Ю12345'],
        permitNumber: '№ 12/34-Р',
        regimeNumber: 'МР-45',
        remarks: 'Аэрофотосъёмка (кадастр)',
      }),
    );
    expect(text).toBe(
      [
        '(SHR-ZZZZZ',
        '-ZZZZ0900',
        '-M0016/M0026 /ZONA R0,7 5509N03737E/',
        '-ZZZZ0900',
        '-DEP/5509N03737E DEST/5509N03737E DOF/240101 OPR/IVANOV IVAN',
        'IVANOVICH 89161234567 REG/0IU12345 TYP/BLA RMK/PERMIT 12 34 R REGIME',
        'MR 45 TEL 89161234567 AEROFOTOSIEEMKA KADASTR)',
      ].join('\n'),
    );
    expect(text).toMatch(/^[A-Z0-9 ()\-/,.\n]+$/);
  });

  it('altitudes 0, 5, 149, 150 and 1234 m: tens of metres, the band widened outwards', () => {
    const band = (min: number, max: number) =>
      onlyText(circleFlight({ altitudeMinMetres: min, altitudeMaxMetres: max }))
        .split('\n')[2]
        .split(' ')[0];
    expect([band(0, 0), band(0, 5), band(5, 149), band(149, 150), band(150, 1234)]).toEqual([
      '-M0000/M0000',
      '-M0000/M0001',
      '-M0000/M0015',
      '-M0014/M0015',
      '-M0015/M0124',
    ]);
  });

  it('midnight-crossing flight: DOF/ is the UTC date of the start, field 16 the whole duration', () => {
    const lines = (start: string, finish: string) => {
      const [message] = writeShrMessages(circleFlight({ flightDates: [{ start, finish }] }));
      const all = message.text.split('\n');
      return [message.dateOfFlight, all[1], all[3], all[4].split(' ')[2]];
    };
    expect(lines('2024-01-01T23:00:00Z', '2024-01-02T01:30:00Z')).toEqual(['2024-01-01', '-ZZZZ2300', '-ZZZZ0230', 'DOF/240101']);
    // 01:00–03:00 Moscow time on the 2nd is 22:00–00:00 UTC on the 1st.
    expect(lines('2024-01-02T01:00:00+03:00', '2024-01-02T03:00:00+03:00')).toEqual(['2024-01-01', '-ZZZZ2200', '-ZZZZ0200', 'DOF/240101']);
    // 31 December → 1 January: the year of the start.
    expect(lines('2024-12-31T22:10:00Z', '2025-01-01T00:20:00Z')).toEqual(['2024-12-31', '-ZZZZ2210', '-ZZZZ0210', 'DOF/241231']);
  });

  it('aerodromes: field 13 / 16 carry their indicators and DEP/ / DEST/ are left out', () => {
    const text = onlyText(circleFlight({ departureAerodrome: 'uuee', destinationAerodrome: 'UUDD' }));
    expect(text.split('\n').slice(1)).toEqual([
      '-UUEE0900',
      '-M0016/M0026 /ZONA R0,7 5509N03737E/',
      '-UUDD0900',
      '-DOF/240101 OPR/PETROV OLEG 79161234567 REG/0Y12345 TYP/BLA',
      'RMK/PERMIT 123 REGIME 45 TEL 79161234567)',
    ]);
    expect(problemOf(() => writeShrMessages(circleFlight({ departureAerodrome: 'МОСКВА' })))).toEqual({
      problem: 'invalid-aerodrome',
      field: 'departureAerodrome',
    });
  });

  it('named zone: /ZONA <designator>/ with the take-off and landing points given', () => {
    const text = onlyText(circleFlight({ route: { type: 'ZONE', name: 'UUR123' } }));
    expect(text.split('\n')[2]).toBe('-M0016/M0026 /ZONA UUR123/');
    expect(problemOf(() => writeShrMessages(circleFlight({ route: { type: 'ZONE', name: 'UUR123' }, takeOffPoint: null })))).toEqual({
      problem: 'no-points',
      field: 'takeOffPoint',
    });
  });

  it('keeps every line within 69 characters, breaking a long zone between points', () => {
    const points = Array.from({ length: 40 }, (_, i) => ({
      lat: 55 + 0.2 * Math.sin((i * Math.PI) / 20),
      lng: 37 + 0.4 * Math.cos((i * Math.PI) / 20),
    }));
    const [message] = writeShrMessages(circleFlight({ route: { type: 'POLYGON', points } }));
    const lines = message.text.split('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((line) => line.length <= MAX_LINE_LENGTH)).toBe(true);
    expect(lines.slice(2, 4)).toEqual([
      '-M0016/M0026 /ZONA 5500N03724E 5502N03724E 5504N03723E 5505N03721E',
      '5507N03719E 5508N03717E 5510N03714E 5511N03711E 5511N03707E',
    ]);
    expect(lines[lines.indexOf('-ZZZZ0900', 2) - 1]).toBe('5458N03724E 5500N03724E/');
    expect(message.singleLine).toContain('/ZONA 5500N03724E 5502N03724E');
  });

  it('refuses a message longer than an AFTN message may be (1,800 characters)', () => {
    const points = Array.from({ length: 200 }, (_, i) => ({
      lat: 60 + Math.sin((i * Math.PI) / 100),
      lng: 60 + 2 * Math.cos((i * Math.PI) / 100),
    }));
    expect(problemOf(() => writeShrMessages(circleFlight({ route: { type: 'POLYGON', points } })))).toEqual({
      problem: 'message-too-long',
      field: 'route',
    });
  });

  it('refuses dates it cannot write', () => {
    const dates = (start: string, finish: string) => problemOf(() => writeShrMessages(circleFlight({ flightDates: [{ start, finish }] })));
    expect(problemOf(() => writeShrMessages(circleFlight({ flightDates: [] })))).toEqual({
      problem: 'no-flight-dates',
      field: 'flightDates',
    });
    expect(dates('2024-01-01T09:00:00Z', '2024-01-01T09:00:00Z')).toEqual({
      problem: 'finish-not-after-start',
      field: 'flightDates[0].finish',
    });
    expect(dates('2024-01-01 09:00', '2024-01-01T10:00:00Z')).toEqual({ problem: 'invalid-time', field: 'flightDates[0].start' });
    expect(dates('2024-01-01T09:00:00', '2024-01-01T10:00:00Z')).toEqual({ problem: 'invalid-time', field: 'flightDates[0].start' });
    expect(dates('2024-01-01T00:00:00Z', '2024-01-05T04:00:00Z')).toEqual({ problem: 'duration-too-long', field: 'flightDates[0].finish' });
    expect(
      writeShrMessages(circleFlight({ flightDates: [{ start: '2024-01-01T00:00:00Z', finish: '2024-01-05T03:59:00Z' }] }))[0].text.split(
        '\n',
      )[3],
    ).toBe('-ZZZZ9959');
  });

  it('refuses an operator without a writable name', () => {
    expect(problemOf(() => writeShrMessages(circleFlight({ operator: { name: '«—»' } })))).toEqual({
      problem: 'no-operator',
      field: 'operator.name',
    });
  });

  it('leaves REG/ and RMK/ out when there is nothing to put in them', () => {
    const text = onlyText(
      circleFlight({ operator: { name: 'Petrov Oleg' }, droneRegistrationNumbers: [], permitNumber: '', regimeNumber: null }),
    );
    expect(text.split('\n').slice(4)).toEqual(['-DEP/5509N03737E DEST/5509N03737E DOF/240101 OPR/PETROV OLEG TYP/BLA)']);
  });
});

describe('wrap', () => {
  it('breaks between words, and cuts a word longer than a line', () => {
    expect(wrap('-AB CD')).toEqual(['-AB CD']);
    expect(wrap('X'.repeat(70))).toEqual(['X'.repeat(69), 'X']);
  });
});

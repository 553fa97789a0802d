import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeShrMessages } from '../../../flight-messages/domain/shr-message';
import { DomainException } from '../../../../common/errors/domain.exception';
import { buildPrintForm } from '../print-forms';
import type { PrintableFlight } from '../printable-flight';
import { renderText } from '../renderers/text';
import { SAMPLE_GENERATED_AT, sampleFlight } from '../testing/sample-flight';
import { PRINT_FORM_KINDS, type PrintFormKind } from './form-context';

const context = { generatedAt: SAMPLE_GENERATED_AT };
const print = (kind: PrintFormKind, flight: PrintableFlight = sampleFlight()) =>
  buildPrintForm(kind, flight, context, (input) => writeShrMessages(input));

/**
 * Golden texts: each form of the sample flight, as text, is pinned in __fixtures__/<form>.txt (read them to
 * review a form's wording). `UPDATE_PRINT_FIXTURES=1` rewrites them after an intended change.
 */
describe('printed forms (golden texts of the sample flight)', () => {
  it.each(PRINT_FORM_KINDS)('%s', (kind) => {
    const file = path.join(__dirname, '__fixtures__', `${kind}.txt`);
    const text = renderText(print(kind));
    if (process.env.UPDATE_PRINT_FIXTURES === '1') writeFileSync(file, text);
    expect(text).toBe(readFileSync(file, 'utf8'));
  });
});

describe('printed forms: variants', () => {
  it('names the files in Russian after the request, with an ASCII fallback', () => {
    expect(print('temporary-regime-submission')).toMatchObject({
      fileName: 'Представление на установление временного режима — Аэрофотосъёмка посёлка Заречный',
      asciiFileName: 'temporary-regime-submission-3f1c2a9e',
    });
    expect(print('blank', sampleFlight({ name: ' a/b:c*"d"\n ' })).fileName).toBe(
      'Заявление на разрешение полёта над населённым пунктом — a b c d',
    );
    expect(print('shr-message', sampleFlight({ name: null })).fileName).toBe('Сообщение SHR');
  });

  it('UTC mode: UTC first and Moscow time in brackets; a polygon listed vertex by vertex', () => {
    const text = renderText(
      print(
        'local-regime-submission',
        sampleFlight({
          offsetMode: 'UTC',
          reserved: [],
          route: {
            type: 'POLYGON',
            points: [
              { lat: 55.75, lng: 37.6 },
              { lat: 55.76, lng: 37.62 },
              { lat: 55.74, lng: 37.63 },
            ],
          },
        }),
      ),
    );
    expect(text).toContain('01.12.2026 06:00 – 01.12.2026 09:30 UTC');
    expect(text).toContain('(01.12.2026 09:00 – 01.12.2026 12:30 МСК)');
    expect(text).toContain('UTC (всемирное координированное время)');
    expect(text).toContain('многоугольник с вершинами:');
    expect(text).toContain('1) 55°45,0′ с. ш. 037°36,0′ в. д.;');
    expect(text).toContain('3) 55°44,4′ с. ш. 037°37,8′ в. д.');
    expect(text).toMatch(/13\. Дата и время \(резервные\)\s+нет/);
  });

  it('a corridor along a polyline, a custom purpose, beyond line of sight, a restricted zone and a regime number', () => {
    const form = print(
      'temporary-regime-submission',
      sampleFlight({
        route: {
          type: 'POLYLINE',
          points: [
            { lat: 55.7, lng: 37.5 },
            { lat: 55.8, lng: 37.6 },
          ],
          width: 200,
        },
        purpose: { code: 'CUSTOM', name: null, workType: null, workName: null, workAddress: null, custom: 'Поиск пропавшего скота' },
        lineOfSight: 'OUTSIDE',
        restrictedZone: true,
        outsideLocality: true,
        regimeNumber: '45/2026',
      }),
    );
    const fields = Object.fromEntries(form.blocks.flatMap((b) => (b.kind === 'fields' ? b.rows : [])).map((r) => [r.number, r.value]));
    expect(fields['5']).toBe(
      'коридор шириной 200 м вдоль линии через точки:\n1) 55°42,0′ с. ш. 037°30,0′ в. д.;\n2) 55°48,0′ с. ш. 037°36,0′ в. д.',
    );
    expect(fields['3']).toBe('Поиск пропавшего скота');
    expect(fields['17']).toBe('за пределами прямой видимости внешнего пилота (BVLOS)');
    expect(fields['20']).toBe('нет');
    expect(fields['21']).toBe('маршрут пересекает зону (зоны) ограничения полётов');
    expect(fields['22']).toBe('45/2026');
  });

  it('a long route lists the first 60 points and refers to the picture for the rest', () => {
    const points = Array.from({ length: 75 }, (_, i) => ({ lat: 55 + i / 1000, lng: 37 + (i % 2) / 100 }));
    const text = renderText(print('blank', sampleFlight({ route: { type: 'POLYGON', points } })));
    expect(text).toContain('60) ');
    expect(text).not.toContain('61) ');
    expect(text).toContain('… и ещё 15 (полный перечень — на схеме маршрута)');
  });

  it('a draft without drone, purpose, dates, route or altitudes prints with "не указано" and blanks', () => {
    const draft = sampleFlight({
      status: 'DRAFT',
      drone: null,
      purpose: null,
      general: null,
      reserved: [],
      route: null,
      takeOffPoint: null,
      landingPoint: null,
      altitudeMin: null,
      altitudeMax: null,
      altitudeGroundMin: null,
      altitudeGroundMax: null,
      flySpaceClass: null,
      externalPilot: null,
      manager: null,
      developer: null,
      applicant: { fullName: null, phone: null, email: null },
    });
    for (const kind of ['temporary-regime-submission', 'local-gov-report', 'blank'] as const) {
      const text = renderText(print(kind, draft));
      expect(text).toContain('не указано');
      expect(text).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('the SHR message needs dates, a route and altitudes: 400 flights.print-field-missing', () => {
    const missing = (flight: PrintableFlight) => {
      try {
        print('shr-message', flight);
      } catch (error) {
        return error instanceof DomainException ? [error.code, error.getStatus(), error.message] : error;
      }
      return 'no error';
    };
    expect(missing(sampleFlight({ general: null, reserved: [] }))).toEqual([
      'flights.print-field-missing',
      400,
      'generalFlightDateTime:the SHR message needs the flight dates',
    ]);
    expect(missing(sampleFlight({ route: null }))).toEqual([
      'flights.print-field-missing',
      400,
      'geometry:the SHR message needs the route',
    ]);
    expect(missing(sampleFlight({ altitudeGroundMax: null, altitudeMax: null }))).toEqual([
      'flights.print-field-missing',
      400,
      'flightAltitudeMax:the SHR message needs the altitudes',
    ]);
  });

  it('the SHR message uses altitudes above sea level when those above ground are not given', () => {
    const text = renderText(print('shr-message', sampleFlight({ altitudeGroundMin: null, altitudeGroundMax: null, reserved: [] })));
    expect(text).toMatch(/Высоты над уровнем моря\s+от 160 до 260 м/);
    expect(text).toContain('-M0016/M0026 /ZONA R0,7 5509N03737E/');
    expect(text).toContain('Сообщений                       1');
  });
});

import { writeShrMessages } from '../../../flight-messages/domain/shr-message';
import { PRINT_FORM_KINDS, type PrintFormKind } from '../forms/form-context';
import { buildPrintForm } from '../print-forms';
import { readPdf } from '../testing/read-pdf';
import { SAMPLE_GENERATED_AT, sampleFlight } from '../testing/sample-flight';
import { renderPdf } from './pdf';

// An integration spec only because pdfjs-dist is ESM-only (the integration run has --experimental-vm-modules);
// it needs no database.

/** Lines each form's PDF must show, Cyrillic intact. */
const KEY_LINES: Record<PrintFormKind, string[]> = {
  'temporary-regime-submission': [
    'ПРЕДСТАВЛЕНИЕ',
    'на установление временного режима использования воздушного пространства',
    'Начальнику зонального центра ЕС ОрВД',
    'Петров Олег Иванович',
    'круг радиусом 700 м с центром в точке 55°09,0′',
    '01.12.2026 09:00 – 01.12.2026 12:30 МСК',
    '0Y12345',
  ],
  'local-regime-submission': ['ПРЕДСТАВЛЕНИЕ', 'на установление местного режима использования воздушного пространства', 'от 160 до 260 м'],
  'shr-message': ['СООБЩЕНИЕ SHR', '(SHR-ZZZZZ', '-M0000/M0010 /ZONA R0,7 5509N03737E/', 'DOF/261201', 'DOF/261203'],
  'local-gov-report': ['УВЕДОМЛЕНИЕ', 'о выполнении полёта беспилотного воздушного судна над населённым пунктом', 'Главе администрации'],
  blank: [
    'ЗАЯВЛЕНИЕ',
    'Прошу выдать разрешение на выполнение полёта беспилотного воздушного судна',
    'с 01.12.2026 по 04.12.2026',
    'Федеральным законом от 27.07.2006',
  ],
};

describe('renderPdf', () => {
  it.each(PRINT_FORM_KINDS)('%s: a PDF whose text holds the key lines, Cyrillic intact', async (kind) => {
    const form = buildPrintForm(kind, sampleFlight(), { generatedAt: SAMPLE_GENERATED_AT }, (input) => writeShrMessages(input));
    const pdf = await renderPdf(form);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, title } = await readPdf(pdf);
    const flat = text.replace(/\s+/g, ' ');
    for (const line of KEY_LINES[kind]) expect(flat).toContain(line);
    expect(title).toBe(form.title);
  });

  it('breaks a long route over pages and numbers them', async () => {
    const points = Array.from({ length: 60 }, (_, i) => ({ lat: 55 + Math.sin(i / 10) / 10, lng: 37 + Math.cos(i / 10) / 10 }));
    const form = buildPrintForm(
      'temporary-regime-submission',
      sampleFlight({ route: { type: 'POLYGON', points } }),
      { generatedAt: SAMPLE_GENERATED_AT },
      (input) => writeShrMessages(input),
    );
    const { text, pages } = await readPdf(await renderPdf(form));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`1 из ${pages}`);
    expect(text.replace(/\s+/g, ' ')).toContain('60) ');
  });
});

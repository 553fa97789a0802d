import { writeShrMessages } from '../../../flight-messages/domain/shr-message';
import { PRINT_FORM_KINDS, type PrintFormKind } from '../forms/form-context';
import { buildPrintForm } from '../print-forms';
import { docxText, unzipEntry } from '../testing/read-docx';
import { SAMPLE_GENERATED_AT, sampleFlight } from '../testing/sample-flight';
import { renderDocx } from './docx';
import { renderText } from './text';

const print = (kind: PrintFormKind) =>
  buildPrintForm(kind, sampleFlight(), { generatedAt: SAMPLE_GENERATED_AT }, (input) => writeShrMessages(input));

/** Lines each form's document.xml must hold (as paragraph or cell text). */
const KEY_LINES: Record<PrintFormKind, string[]> = {
  'temporary-regime-submission': [
    'ПРЕДСТАВЛЕНИЕ',
    'на установление временного режима использования воздушного пространства',
    'Начальнику зонального центра ЕС ОрВД',
    'Петров Олег Иванович (физическое лицо)',
    'круг радиусом 700 м с центром в точке 55°09,0′ с. ш. 037°37,0′ в. д.',
    '01.12.2026 09:00 – 01.12.2026 12:30 МСК (01.12.2026 06:00 – 01.12.2026 09:30 UTC)',
  ],
  'local-regime-submission': ['на установление местного режима использования воздушного пространства', 'от 160 до 260 м'],
  'shr-message': ['СООБЩЕНИЕ SHR', '(SHR-ZZZZZ\n-ZZZZ0600\n-M0000/M0010 /ZONA R0,7 5509N03737E/\n-ZZZZ0330', 'DOF/261203'],
  'local-gov-report': ['УВЕДОМЛЕНИЕ', 'о выполнении полёта беспилотного воздушного судна над населённым пунктом'],
  blank: ['ЗАЯВЛЕНИЕ', 'с 01.12.2026 по 04.12.2026', '(расшифровка подписи)'],
};

describe('renderDocx', () => {
  it.each(PRINT_FORM_KINDS)('%s: a DOCX whose document.xml holds the key lines and every value of the text form', async (kind) => {
    const form = print(kind);
    const docx = await renderDocx(form);
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
    const text = docxText(docx);
    for (const line of KEY_LINES[kind]) expect(text).toContain(line);
    // The same content as the text form: every field's label and value, every paragraph.
    for (const block of form.blocks) {
      if (block.kind === 'fields') for (const row of block.rows) expect(text).toContain(`${row.label}\n${row.value}`);
      if (block.kind === 'paragraph') for (const line of block.text.split('\n')) expect(text).toContain(line);
    }
    expect(renderText(form)).toContain(form.blocks.find((b) => b.kind === 'heading')?.text ?? '?');
    const core = unzipEntry(docx, 'docProps/core.xml').toString('utf8');
    expect(core).toContain(`<dc:title>${form.title}</dc:title>`);
  });

  it('sets A4 with a 20 mm left margin and Times New Roman', async () => {
    const docx = await renderDocx(print('blank'));
    const xml = unzipEntry(docx, 'word/document.xml').toString('utf8');
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(xml).toMatch(/w:left="1134"/);
    expect(unzipEntry(docx, 'word/styles.xml').toString('utf8')).toContain('Times New Roman');
  });
});

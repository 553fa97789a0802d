import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { BLANK, isCaption, type PrintBlock, type PrintDocument, type PrintField, type PrintSignature } from '../print-document';

/**
 * The PDF form (pdfmake 0.3, server side): A4, margins of an official letter (left 20 mm, others 15 mm),
 * Roboto embedded (pdfmake ships it, with Cyrillic), the SHR message in the PDF standard font Courier (it is
 * Latin only). pdfmake is a process-wide object: it is set up once here, with no URL and no file access but
 * the fonts (a document definition can name images by URL or path; ours never do, and nothing else may).
 */
const ROBOTO_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONTS = {
  Roboto: {
    normal: path.join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
  },
  // PDF standard font (no file): pdfkit knows it by name.
  Courier: { normal: 'Courier', bold: 'Courier-Bold', italics: 'Courier-Oblique', bolditalics: 'Courier-BoldOblique' },
};
const ALLOWED_FILES = new Set<string>(Object.values(FONTS).flatMap((font) => Object.values(font)));

pdfmake.setFonts(FONTS);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => ALLOWED_FILES.has(file));

const MM = 72 / 25.4;

export async function renderPdf(document: PrintDocument): Promise<Buffer> {
  const content: Content[] = document.blocks.map(renderBlock);
  if (document.footnote) content.push({ text: document.footnote, fontSize: 8, color: '#555555', margin: [0, 16, 0, 0] });
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [20 * MM, 15 * MM, 15 * MM, 15 * MM],
    info: { title: document.title, author: 'Небо', creator: 'Небо', producer: 'Небо' },
    language: 'ru-RU',
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.15 },
    content,
    footer: (currentPage: number, pageCount: number) =>
      pageCount > 1 ? { text: `${currentPage} из ${pageCount}`, alignment: 'center', fontSize: 8, margin: [0, 10, 0, 0] } : '',
  };
  // Fonts are set per document too: pdfmake resolves its font table in place when it builds one.
  pdfmake.setFonts(structuredClone(FONTS));
  return pdfmake.createPdf(definition).getBuffer();
}

function renderBlock(block: PrintBlock): Content {
  switch (block.kind) {
    case 'addressee':
      return {
        columns: [
          { width: '*', text: '' },
          { width: 250, stack: block.lines.map((text) => (isCaption(text) ? { text, fontSize: 8, italics: true } : { text })) },
        ],
        margin: [0, 0, 0, 18],
      };
    case 'heading':
      return {
        stack: [
          { text: block.text, bold: true, fontSize: 14, characterSpacing: 1 },
          ...(block.subtitle ?? []).map((text) => ({ text, bold: true, fontSize: 12 })),
        ],
        alignment: 'center',
        margin: [0, 6, 0, 12],
      };
    case 'subheading':
      return { text: block.text, bold: true, margin: [0, 10, 0, 4] };
    case 'paragraph':
      return { text: block.text, alignment: 'justify', margin: [0, 4, 0, 8] };
    case 'fields':
      return fieldsTable(block.rows);
    case 'preformatted':
      return { text: block.text, font: 'Courier', fontSize: 10, lineHeight: 1.25, preserveLeadingSpaces: true, margin: [8, 2, 0, 8] };
    case 'signatures':
      return {
        stack: [...block.lines.map(signature), { text: `Дата ${block.date ?? '«___» ____________ 20___ г.'}`, margin: [0, 12, 0, 0] }],
        margin: [0, 16, 0, 0],
        unbreakable: true,
      };
  }
}

function fieldsTable(rows: PrintField[]): Content {
  const numbered = rows.some((row) => row.number);
  return {
    table: {
      widths: numbered ? [22, 165, '*'] : [187, '*'],
      body: rows.map((row) => [
        ...(numbered ? [{ text: row.number ?? '', alignment: 'right' as const }] : []),
        { text: row.label, color: '#222222' },
        { text: row.value },
      ]),
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => '#777777',
      vLineColor: () => '#777777',
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    fontSize: 10,
    margin: [0, 4, 0, 8],
  };
}

function signature(line: PrintSignature): Content {
  return {
    columns: [
      { width: 170, text: line.role },
      { width: 120, stack: [{ text: '____________________' }, { text: '(подпись)', fontSize: 7, alignment: 'center' }] },
      {
        width: '*',
        stack: [
          { text: line.name?.trim() || BLANK, decoration: 'underline' },
          { text: '(расшифровка подписи)', fontSize: 7, alignment: 'center' },
        ],
      },
    ],
    columnGap: 10,
    margin: [0, 10, 0, 0],
  };
}

import {
  AlignmentType,
  Document,
  Packer,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { BLANK, isCaption, type PrintBlock, type PrintDocument, type PrintField, type PrintSignature } from '../print-document';

/**
 * The DOCX form (docx 9): A4, margins of an official letter (left 20 mm, others 15 mm), Times New Roman 12 pt
 * as Russian office papers are typed, paragraphs justified with a 1.25 cm first-line indent, the SHR message
 * in Courier New. The same blocks as the text and PDF forms.
 */
const FONT = 'Times New Roman';
const MONO = 'Courier New';
/** Twips (1/20 pt) per millimetre. */
const MM = 1440 / 25.4;
const PAGE_WIDTH = Math.round(210 * MM);
const MARGIN_LEFT = Math.round(20 * MM);
const MARGIN_OTHER = Math.round(15 * MM);
const TEXT_WIDTH = PAGE_WIDTH - MARGIN_LEFT - MARGIN_OTHER;

export async function renderDocx(document: PrintDocument): Promise<Buffer> {
  const children: Array<Paragraph | Table> = document.blocks.flatMap(renderBlock);
  if (document.footnote)
    children.push(new Paragraph({ spacing: { before: 320 }, children: [new TextRun({ text: document.footnote, size: 16 })] }));
  const doc = new Document({
    title: document.title,
    creator: 'Небо',
    description: document.title,
    styles: { default: { document: { run: { font: FONT, size: 24 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE_WIDTH, height: Math.round(297 * MM) },
            margin: { top: MARGIN_OTHER, right: MARGIN_OTHER, bottom: MARGIN_OTHER, left: MARGIN_LEFT },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

function renderBlock(block: PrintBlock): Array<Paragraph | Table> {
  switch (block.kind) {
    case 'addressee':
      return block.lines.map(
        (text, index) =>
          new Paragraph({
            indent: { left: Math.round(95 * MM) },
            spacing: { after: index === block.lines.length - 1 ? 360 : 0 },
            children: [isCaption(text) ? new TextRun({ text, size: 16, italics: true }) : new TextRun(text)],
          }),
      );
    case 'heading':
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { before: 120 },
          children: [new TextRun({ text: block.text, bold: true, size: 28 })],
        }),
        ...(block.subtitle ?? []).map(
          (text, index, all) =>
            new Paragraph({
              alignment: AlignmentType.CENTER,
              spacing: { after: index === all.length - 1 ? 240 : 0 },
              children: [new TextRun({ text, bold: true })],
            }),
        ),
      ];
    case 'subheading':
      return [new Paragraph({ spacing: { before: 200, after: 80 }, children: [new TextRun({ text: block.text, bold: true })] })];
    case 'paragraph':
      return block.text.split('\n').map(
        (line) =>
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            indent: { firstLine: Math.round(12.5 * MM) },
            spacing: { before: 60, after: 60 },
            children: [new TextRun(line)],
          }),
      );
    case 'fields':
      return [fieldsTable(block.rows), new Paragraph({ children: [] })];
    case 'preformatted':
      return [new Paragraph({ spacing: { before: 60, after: 120 }, children: lines(block.text, { font: MONO, size: 20 }) })];
    case 'signatures':
      return [
        signaturesTable(block.lines),
        new Paragraph({ spacing: { before: 240 }, children: [new TextRun(`Дата ${block.date ?? '«___» ____________ 20___ г.'}`)] }),
      ];
  }
}

/** A text with line breaks as runs joined by breaks. */
function lines(text: string, style: { font?: string; size?: number; bold?: boolean } = {}): ParagraphChild[] {
  return text.split('\n').map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : undefined, ...style }));
}

function cell(children: Paragraph[], width: number): TableCell {
  return new TableCell({ width: { size: width, type: WidthType.DXA }, margins: { top: 40, bottom: 40, left: 80, right: 80 }, children });
}

function fieldsTable(rows: PrintField[]): Table {
  const numbered = rows.some((row) => row.number);
  const widths = numbered ? [Math.round(10 * MM), Math.round(62 * MM)] : [Math.round(72 * MM)];
  const valueWidth = TEXT_WIDTH - widths.reduce((a, b) => a + b, 0);
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [...widths, valueWidth],
    rows: rows.map(
      (row) =>
        new TableRow({
          cantSplit: true,
          children: [
            ...(numbered
              ? [
                  cell(
                    [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: row.number ?? '', size: 22 })] })],
                    widths[0],
                  ),
                ]
              : []),
            cell([new Paragraph({ children: [new TextRun({ text: row.label, size: 22 })] })], widths[widths.length - 1]),
            cell([new Paragraph({ children: lines(row.value, { size: 22 }) })], valueWidth),
          ],
        }),
    ),
  });
}

function signaturesTable(signatures: PrintSignature[]): Table {
  const widths = [Math.round(60 * MM), Math.round(45 * MM)];
  const nameWidth = TEXT_WIDTH - widths[0] - widths[1];
  const caption = (text: string) => new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text, size: 14 })] });
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [...widths, nameWidth],
    borders: TableBorders.NONE,
    rows: signatures.map(
      (line) =>
        new TableRow({
          children: [
            cell([new Paragraph({ spacing: { before: 240 }, children: [new TextRun(line.role)] })], widths[0]),
            cell(
              [new Paragraph({ spacing: { before: 240 }, children: [new TextRun('____________________')] }), caption('(подпись)')],
              widths[1],
            ),
            cell(
              [
                new Paragraph({ spacing: { before: 240 }, children: [new TextRun({ text: line.name?.trim() || BLANK, underline: {} })] }),
                caption('(расшифровка подписи)'),
              ],
              nameWidth,
            ),
          ],
        }),
    ),
  });
}

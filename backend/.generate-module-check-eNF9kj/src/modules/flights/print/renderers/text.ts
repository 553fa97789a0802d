import { BLANK, type PrintBlock, type PrintDocument, type PrintField, type PrintSignature } from '../print-document';

/** Characters per line of the text form (a printer's 80 columns). */
export const TEXT_WIDTH = 80;
/** Where the addressee block starts (the right half of the page). */
const ADDRESSEE_COLUMN = 40;
/** Width of a fields table's left column (number and label). */
const LABEL_WIDTH = 30;
const GAP = 2;

/** The text form: plain UTF-8 lines of at most 80 characters (the SHR message is kept as written), LF line ends. */
export function renderText(document: PrintDocument): string {
  const parts = document.blocks.map(renderBlock);
  if (document.footnote) parts.push(wrap(document.footnote, TEXT_WIDTH).join('\n'));
  return `${parts.join('\n\n')}\n`;
}

function renderBlock(block: PrintBlock): string {
  switch (block.kind) {
    case 'addressee':
      return block.lines
        .flatMap((line) => wrap(line, TEXT_WIDTH - ADDRESSEE_COLUMN))
        .map((line) => ' '.repeat(ADDRESSEE_COLUMN) + line)
        .join('\n');
    case 'heading':
      return [block.text, ...(block.subtitle ?? [])]
        .flatMap((line) => wrap(line, TEXT_WIDTH))
        .map(centre)
        .join('\n');
    case 'subheading':
      return wrap(block.text, TEXT_WIDTH).join('\n');
    case 'paragraph':
      return block.text
        .split('\n')
        .flatMap((line) => wrap(line, TEXT_WIDTH))
        .join('\n');
    case 'fields':
      return block.rows.map(renderField).join('\n');
    case 'preformatted':
      return block.text;
    case 'signatures':
      return [...block.lines.map(renderSignature), `Дата ${block.date ?? '«___» ____________ 20___ г.'}`].join('\n\n');
  }
}

/** A table row as two columns: the numbered label on the left, the value on the right, each wrapped in its column. */
function renderField(field: PrintField): string {
  const label = wrap(field.number ? `${field.number}. ${field.label}` : field.label, LABEL_WIDTH);
  const value = field.value.split('\n').flatMap((line) => wrap(line, TEXT_WIDTH - LABEL_WIDTH - GAP));
  const lines: string[] = [];
  for (let i = 0; i < Math.max(label.length, value.length); i++) {
    const left = (label[i] ?? '').padEnd(LABEL_WIDTH + GAP);
    lines.push((left + (value[i] ?? '')).trimEnd());
  }
  return lines.join('\n');
}

function renderSignature(signature: PrintSignature): string {
  const name = signature.name?.trim() || BLANK;
  return [`${signature.role}`, `${'_'.repeat(20)} / ${name} /`, `${' '.repeat(5)}(подпись)${' '.repeat(9)}(расшифровка подписи)`].join(
    '\n',
  );
}

function centre(line: string): string {
  const left = Math.max(0, Math.floor((TEXT_WIDTH - line.length) / 2));
  return ' '.repeat(left) + line;
}

/** Word wrap at `width` characters; a word longer than the width is cut. An empty line stays one empty line. */
export function wrap(text: string, width: number): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return [''];
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (word.length > width) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(word.slice(0, width));
      word = word.slice(width);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

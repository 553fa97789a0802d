/** One number the marketplace reported, under its (dotted) key. */
export interface MarketplaceFigure {
  key: string;
  value: number;
}

const MAX_FIGURES = 50;
const MAX_DEPTH = 3;

/**
 * The numbers in the marketplace's `/api/stats` answer. Its shape is not specified (open question "Admin area 5"),
 * so every finite number up to three levels deep is kept under its dotted key (`orders.completed`), in the answer's
 * order, at most 50; anything else (text, lists, deeper values) is left out rather than guessed at.
 */
export function marketplaceFigures(body: unknown): MarketplaceFigure[] {
  const figures: MarketplaceFigure[] = [];
  const walk = (value: unknown, prefix: string, depth: number) => {
    if (figures.length >= MAX_FIGURES || depth > MAX_DEPTH) return;
    if (typeof value === 'number' && Number.isFinite(value) && prefix !== '') {
      figures.push({ key: prefix.slice(0, 200), value });
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, prefix === '' ? key : `${prefix}.${key}`, depth + 1);
    }
  };
  walk(body, '', 0);
  return figures;
}

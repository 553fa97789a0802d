import { marketplaceFigures } from './marketplace-figures';

describe('marketplaceFigures', () => {
  it('keeps the finite numbers under dotted keys, in order', () => {
    expect(marketplaceFigures({ products: 12, orders: { completed: 3, open: 1, note: 'x' }, list: [1, 2], bad: Number.NaN })).toEqual([
      { key: 'products', value: 12 },
      { key: 'orders.completed', value: 3 },
      { key: 'orders.open', value: 1 },
    ]);
  });

  it('answers nothing for a body that is not an object, and stops three levels down', () => {
    expect(marketplaceFigures(42)).toEqual([]);
    expect(marketplaceFigures(null)).toEqual([]);
    expect(marketplaceFigures({ a: { b: { c: 1, d: { e: 2 } } } })).toEqual([{ key: 'a.b.c', value: 1 }]);
  });

  it('keeps at most 50', () => {
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i]));
    expect(marketplaceFigures(many)).toHaveLength(50);
  });
});

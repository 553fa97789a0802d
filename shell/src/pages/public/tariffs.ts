/**
 * The tariff comparison (docs/requirements.md#public-site): the product's offer, kept in code because the
 * table's structure is the product's, not an editor's; the texts are in the `public` namespace.
 * A cell is a yes/no or a value key (`tariff.values.*`).
 */
export const PLANS = ['pilot', 'pilotPro', 'company'] as const;
export type Plan = (typeof PLANS)[number];

export type Cell = boolean | { value: string };

export interface TariffRow {
  id: string;
  cells: Readonly<Record<Plan, Cell>>;
}

const v = (value: string): Cell => ({ value });

export const TARIFF_ROWS: readonly TariffRow[] = [
  { id: 'drones', cells: { pilot: v('upTo3'), pilotPro: v('upTo10'), company: v('unlimited') } },
  { id: 'requests', cells: { pilot: v('upTo5'), pilotPro: v('upTo50'), company: v('unlimited') } },
  { id: 'email', cells: { pilot: true, pilotPro: true, company: true } },
  { id: 'azimut', cells: { pilot: false, pilotPro: true, company: true } },
  { id: 'sppi', cells: { pilot: false, pilotPro: true, company: true } },
  { id: 'municipalities', cells: { pilot: v('one'), pilotPro: v('upTo5'), company: v('unlimited') } },
  { id: 'insurance', cells: { pilot: true, pilotPro: true, company: true } },
  { id: 'employees', cells: { pilot: false, pilotPro: false, company: v('upTo50') } },
  { id: 'support', cells: { pilot: v('supportEmail'), pilotPro: v('supportPriority'), company: v('supportManager') } },
];

import { screen, within } from '@testing-library/react';
import { renderInShell } from '../../testing/renderInShell';
import { TariffPage } from './TariffPage';
import { PLANS, TARIFF_ROWS } from './tariffs';

describe('TariffPage', () => {
  it('is a real comparison table: caption, plan column headers, feature row headers, yes/no spelled out', () => {
    renderInShell(<TariffPage />, { route: '/tariff/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Таблица сравнения тарифов' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table', { name: 'Сравнение тарифов платформы «Небо»' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns).toHaveLength(PLANS.length);
    expect(columns.every((column) => column.getAttribute('scope') === 'col')).toBe(true);
    expect(columns[0].textContent).toContain('Пилот');
    expect(columns[0].textContent).toContain('Бесплатно');
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(TARIFF_ROWS.length);
    expect(rows.map((row) => row.textContent)).toContain('Подача через «Азимут»');
    const azimut = rows.find((row) => row.textContent === 'Подача через «Азимут»')?.closest('tr');
    expect(azimut?.textContent).toContain('Нет');
    expect(azimut?.textContent).toContain('Есть');
  });

  it('is translated', () => {
    renderInShell(<TariffPage />, { route: '/en/tariff/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Pilot Pro/ })).toBeTruthy();
  });
});

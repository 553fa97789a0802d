import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../i18n';
import { AltitudeFilterControl, parseAltitude } from './AltitudeFilterControl';

registerRemoteTranslations();

describe('altitude filter', () => {
  it('reads metres within 0–100,000 only', () => {
    expect(parseAltitude('150')).toBe(150);
    expect(parseAltitude('0')).toBe(0);
    expect(parseAltitude('12,5')).toBe(12.5);
    expect(parseAltitude('-1')).toBeNull();
    expect(parseAltitude('100001')).toBeNull();
    expect(parseAltitude('high')).toBeNull();
  });

  it('reports the chosen mode with the value, and no filter when switched off', () => {
    const onChange = jest.fn();
    renderWithProviders(<AltitudeFilterControl value={null} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Режим' }), { target: { value: 'UP_TO_VALUE' } });
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'UP_TO_VALUE', valueM: 150 });
    fireEvent.change(screen.getByLabelText(/Высота/), { target: { value: '500' } });
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'UP_TO_VALUE', valueM: 500 });
    fireEvent.change(screen.getByLabelText(/Высота/), { target: { value: 'abc' } });
    expect(screen.getByText('Введите высоту от 0 до 100 000 м')).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(2);
    fireEvent.change(screen.getByRole('combobox', { name: 'Режим' }), { target: { value: 'off' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { MASKS } from '../mask/mask';
import { renderWithProviders } from '../testing/render';
import { TextField } from './TextField';

function DateField({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="Дата рождения" value={value} onChange={setValue} mask={MASKS.date} error={error} hint="ДД.ММ.ГГГГ" />;
}

describe('TextField', () => {
  it('formats typed input with its mask', () => {
    renderWithProviders(<DateField />);
    const input = screen.getByLabelText('Дата рождения') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '01021990' } });
    expect(input.value).toBe('01.02.1990');
    // The mask, not a maxlength attribute, bounds the value: extra digits are dropped…
    fireEvent.change(input, { target: { value: '0102199012' } });
    expect(input.value).toBe('01.02.1990');
    // …and a pasted value with other separators keeps every digit.
    fireEvent.change(input, { target: { value: '01 / 02 / 1990' } });
    expect(input.value).toBe('01.02.1990');
  });

  it('binds hint and error to the input for screen readers', () => {
    renderWithProviders(<DateField error="Введите дату" />);
    const input = screen.getByLabelText('Дата рождения');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids).toHaveLength(2);
    expect(document.getElementById(ids[0])?.textContent).toBe('ДД.ММ.ГГГГ');
    expect(document.getElementById(ids[1])?.textContent).toBe('Введите дату');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

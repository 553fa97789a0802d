import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { renderWithProviders } from '../testing/render';
import { characteristicsValues, type CharacteristicsValues } from './characteristicsForm';
import { CharacteristicsFields } from './CharacteristicsFields';

function renderFields(route: string, initial: Partial<CharacteristicsValues> = {}) {
  const values = { ...characteristicsValues({ engineCount: 4, maxTakeoffWeight: 11, weightClass: 'LIGHT' }), ...initial };
  renderWithProviders(
    <Form<CharacteristicsValues> onSubmit={() => undefined} initialValues={values}>
      {() => <CharacteristicsFields />}
    </Form>,
    { route },
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('CharacteristicsFields', () => {
  it('labels every figure with its unit and hints the spec ranges, in English', () => {
    renderFields('/en/drones/new/');
    expect(input('Maximum take-off weight, kg').value).toBe('11');
    expect(input('Flight range, km')).toBeTruthy();
    expect(input('Number of engines').value).toBe('4');
    expect(screen.getByRole('group', { name: 'Operating conditions' })).toBeTruthy();
    expect(screen.getAllByText('From -50 to 50')).toHaveLength(2);
    expect(screen.getAllByText('From 0 to 40')).toHaveLength(2);
    expect(radio('Light (up to 30 kg)').checked).toBe(true);
    expect(screen.getByRole('option', { name: 'Fixed wing' })).toBeTruthy();
  });

  it('speaks Russian on the Russian pages', () => {
    renderFields('/admin/library/models/new/');
    expect(input('Максимальная взлётная масса, кг').value).toBe('11');
    expect(input('Ветер до, м/с')).toBeTruthy();
    expect(radio('Тяжёлый (более 150 кг)')).toBeTruthy();
  });

  it('moves the weight class with the take-off weight, and leaves a hand-picked class alone without a weight', () => {
    renderFields('/en/drones/new/');
    fireEvent.change(input('Maximum take-off weight, kg'), { target: { value: '45' } });
    expect(radio('Medium (up to 150 kg)').checked).toBe(true);
    fireEvent.change(input('Maximum take-off weight, kg'), { target: { value: '150,5' } });
    expect(radio('Heavy (over 150 kg)').checked).toBe(true);
    fireEvent.change(input('Maximum take-off weight, kg'), { target: { value: '' } });
    fireEvent.click(radio('Light (up to 30 kg)'));
    expect(radio('Light (up to 30 kg)').checked).toBe(true);
  });
});

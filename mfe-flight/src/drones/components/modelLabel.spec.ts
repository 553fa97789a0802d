import { modelLabel } from './modelLabel';

describe('modelLabel', () => {
  it('joins manufacturer and model unless the model name already names the manufacturer', () => {
    expect(modelLabel('DJI', 'Mavic 3 Classic')).toBe('DJI Mavic 3 Classic');
    expect(modelLabel('Геоскан', 'Геоскан 201')).toBe('Геоскан 201');
    expect(modelLabel('dji', 'DJI Mini 4 Pro')).toBe('DJI Mini 4 Pro');
    expect(modelLabel(null, 'Orlan-10')).toBe('Orlan-10');
    expect(modelLabel('ZALA Aero', null)).toBe('ZALA Aero');
    expect(modelLabel(null, null)).toBe('');
  });
});

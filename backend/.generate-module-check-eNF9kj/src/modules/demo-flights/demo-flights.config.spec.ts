import { EnvReader } from '../../config/env-reader';
import { readDemoFlightsConfig } from './demo-flights.config';

describe('NEBO_DEMO_DATA', () => {
  it('is off unless set, and refuses anything but a boolean', () => {
    expect(readDemoFlightsConfig(new EnvReader({}))).toEqual({ demoFlights: { enabled: false } });
    expect(readDemoFlightsConfig(new EnvReader({ NEBO_DEMO_DATA: 'true' }))).toEqual({ demoFlights: { enabled: true } });
    const read = new EnvReader({ NEBO_DEMO_DATA: 'sometimes' });
    expect(readDemoFlightsConfig(read).demoFlights.enabled).toBe(false);
    expect(read.problems).toEqual([expect.objectContaining({ variable: 'NEBO_DEMO_DATA' })]);
  });
});

import { nestLogLevels } from './nest-log-levels';

describe('nestLogLevels', () => {
  it('maps pino levels to the Nest levels at or above them', () => {
    expect(nestLogLevels('silent')).toEqual([]);
    expect(nestLogLevels('warn')).toEqual(['fatal', 'error', 'warn']);
    expect(nestLogLevels('info')).toEqual(['fatal', 'error', 'warn', 'log']);
    expect(nestLogLevels('trace')).toEqual(['fatal', 'error', 'warn', 'log', 'debug', 'verbose']);
  });
});

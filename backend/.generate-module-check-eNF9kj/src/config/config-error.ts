/** One invalid environment variable: its name and what is wrong with it. */
export interface ConfigProblem {
  variable: string;
  problem: string;
}

/**
 * Thrown at start when the environment holds bad values. Collects every problem at once so an operator
 * fixes them in one go instead of one restart per mistake.
 */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

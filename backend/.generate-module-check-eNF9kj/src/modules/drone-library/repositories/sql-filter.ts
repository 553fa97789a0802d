/**
 * Collects WHERE conditions with positional parameters, so list queries add optional filters without
 * string-building mistakes: every value goes through a `$n` parameter, never into the SQL text.
 */
export class SqlFilter {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Adds a condition; `$?` placeholders in it are replaced by the parameters in order. */
  where(condition: string, ...values: unknown[]): this {
    const text = condition.replace(/\$\?/g, () => {
      const value = values.shift();
      this.params.push(value);
      return `$${this.params.length}`;
    });
    this.conditions.push(text);
    return this;
  }

  /** A parameter outside the conditions (LIMIT, OFFSET), returning its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  sql(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

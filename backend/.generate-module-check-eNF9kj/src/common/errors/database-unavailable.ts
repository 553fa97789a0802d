/**
 * Whether a failure means the database cannot be reached right now (restarting, failing over, connection
 * lost), as opposed to a fault in a query: such a request may well succeed a moment later, so it is a 503
 * "try again", not a 500. The driver's error may arrive bare or wrapped by TypeORM (`driverError`).
 */
const UNREACHABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin or crash shutdown, cannot connect now). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
const CONNECTION_LOST_MESSAGES = [
  /Connection terminated/i,
  /connection timeout/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, hops = 0; typeof current === 'object' && current !== null && hops < 4; hops++) {
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && (UNREACHABLE_NETWORK_CODES.has(candidate.code) || UNAVAILABLE_SQLSTATE.test(candidate.code)))
      return true;
    if (typeof candidate.message === 'string' && CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(candidate.message as string)))
      return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}

/**
 * Why a body is not the platform's error shape `{ error, message, statusCode, detailedError?, code? }` with
 * `code` a module's stable error code (`drones.not-found`) and `detailedError` items `{ field, error }` (docs/contracts.md, src/common/errors/error-body.ts), or null when it is.
 */
export function errorShapeProblem(body: unknown, status: number): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return `the body is not a JSON object: ${String(body).slice(0, 200)}`;
  const { error, message, statusCode, detailedError, code, ...rest } = body as Record<string, unknown>;
  if (typeof error !== 'string' || error === '') return 'error is not a non-empty string';
  if (typeof message !== 'string') return 'message is not a string';
  if (statusCode !== status) return `statusCode ${String(statusCode)} differs from the HTTP status ${status}`;
  if (code !== undefined && (typeof code !== 'string' || !/^[a-z][a-z-]*\.[a-z][a-z0-9-]*$/.test(code)))
    return `code is not <module>.<what>: ${String(code)}`;
  if (Object.keys(rest).length > 0) return `unexpected keys ${Object.keys(rest).join(', ')}`;
  if (detailedError === undefined) return null;
  if (!Array.isArray(detailedError)) return 'detailedError is not an array';
  for (const item of detailedError) {
    if (typeof item !== 'object' || item === null) return 'a detailedError item is not an object';
    const { field, error: fieldError, ...extra } = item as Record<string, unknown>;
    if (typeof field !== 'string' || typeof fieldError !== 'string' || Object.keys(extra).length > 0) {
      return `a detailedError item is not { field, error }: ${JSON.stringify(item).slice(0, 200)}`;
    }
  }
  return null;
}

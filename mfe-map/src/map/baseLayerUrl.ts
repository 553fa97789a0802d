// The offline base layer (scripts/build-base-layer.mjs) is emitted by webpack as a file of its own and
// fetched on first use, so it never weighs on the remote's entry. Kept alone in this module because
// `import.meta` only exists in the bundle (unit tests mock this file).
export const BASE_LAYER_URL: string = new URL('../assets/base-layer.json', import.meta.url).href;

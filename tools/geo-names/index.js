'use strict';
// Russian names of GeoNames places, shared by the backend (LOCALITIES dictionary, map data) and the map's
// base-layer build script. Plain CommonJS with hand-written types (index.d.ts): no build step, so the
// tsc-compiled backend and the .mjs build script load the same file.
const { latinKey, latinKeys, levenshtein, pickRussianName, relativeDistance, transliterate } = require('./russian-name');
const { russianFromLatin } = require('./russian-from-latin');

module.exports = { latinKey, latinKeys, levenshtein, pickRussianName, relativeDistance, russianFromLatin, transliterate };

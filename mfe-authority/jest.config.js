// Unit tests beside the code, set up like every front end's: see tools/jest-preset.
module.exports = require('../tools/jest-preset').frontEndJestConfig(__dirname);

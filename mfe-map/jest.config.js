// Unit tests beside the code and of the build scripts, set up like every front end's: see tools/jest-preset.
module.exports = require('../tools/jest-preset').frontEndJestConfig(__dirname, { roots: ['src', 'scripts'] });

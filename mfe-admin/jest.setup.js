// jsdom lacks the encoders react-router 7 uses at import time.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// Pages wait for (faked) calls and debounces; on a busy 2-core machine the default 1 s of findBy* is
// not always enough, and a slow machine is not a failure.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the encoders react-router 7 uses at import time, and scrolling (the shell scrolls on navigation).
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof globalThis.window !== 'undefined') globalThis.window.scrollTo = () => undefined;

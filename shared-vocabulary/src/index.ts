// The vocabulary both sides of the wall import. Plain constants and pure functions only: the backend
// runs it from dist/ (CommonJS, `npm run build`), the front ends and the tests compile it from source.
export * from './agreements';
export * from './drones';
export * from './flights';
export * from './map';
export * from './roles';
export * from './time';
export * from './weight-class';

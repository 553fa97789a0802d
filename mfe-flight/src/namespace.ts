/** The i18next namespace of this remote (also announced in its descriptor). Dependency-free on purpose. */
export const NAMESPACE = 'flight';

/** Short access-token lifetime so a test can outlive one token and prove the session refreshes. */
export const ACCESS_TOKEN_TTL_SECONDS = 60;
export const DEMO_PASSWORD = 'Nebo-2026!';
export const PORTAL = 'http://localhost:8080';
export const AUTHORITY_PORTAL = 'http://localhost:8081';
export const ADMIN_PORTAL = 'http://localhost:8082';
/** The backend (API and sign-in provider) of the default set-up. */
export const API = 'http://localhost:3000';

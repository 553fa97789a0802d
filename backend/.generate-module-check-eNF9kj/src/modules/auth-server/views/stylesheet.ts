import { createHash } from 'node:crypto';

/**
 * The one stylesheet of the sign-in pages, served from the realm itself (no CDN, no web fonts: the
 * platform must work without internet). System fonts with Cyrillic coverage; a calm palette with one
 * sky-blue accent; layout switches from one column (phones, 375 px) to a two-panel page at 992 px.
 * Served as a file rather than inline so the pages can keep a strict Content-Security-Policy.
 */
export const STYLESHEET = `
:root {
  --bg: #f3f6fa;
  --surface: #ffffff;
  --text: #0f1d2e;
  --muted: #506176;
  --border: #c9d4e1;
  --border-soft: #e2e8f0;
  --accent: #0b6fc1;
  --accent-hover: #095b9f;
  --accent-soft: #e6f1fb;
  --sky-top: #cfe6fa;
  --error: #b42318;
  --error-soft: #fef3f2;
  --focus: 0 0 0 3px rgba(11, 111, 193, 0.35);
  --radius: 10px;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif;
  font-size: 16px;
  line-height: 1.5;
  color: var(--text);
  background: linear-gradient(180deg, var(--sky-top) 0, var(--bg) 360px) no-repeat, var(--bg);
}
a { color: var(--accent); text-underline-offset: 2px; }
a:hover { color: var(--accent-hover); }
a:focus-visible, button:focus-visible, input:focus-visible { outline: none; box-shadow: var(--focus); }
.page { min-height: 100vh; display: flex; flex-direction: column; }
.topbar {
  display: flex; align-items: center; justify-content: space-between;
  gap: 16px; padding: 16px 20px; max-width: 1200px; width: 100%; margin: 0 auto;
}
.brand { display: inline-flex; align-items: center; gap: 10px; color: var(--text); text-decoration: none; }
.brand-mark { flex: none; }
.brand-name { font-size: 22px; font-weight: 700; letter-spacing: 0.02em; }
.brand-tagline { display: none; color: var(--muted); font-size: 14px; border-left: 1px solid var(--border); padding-left: 10px; }
.lang { display: flex; gap: 4px; }
.lang a {
  display: inline-block; min-width: 44px; padding: 6px 10px; border-radius: 8px; text-align: center;
  font-size: 14px; font-weight: 600; text-decoration: none; color: var(--muted);
}
.lang a[aria-current="true"] { background: var(--surface); color: var(--text); box-shadow: 0 0 0 1px var(--border-soft); }
.main { flex: 1; display: flex; justify-content: center; align-items: flex-start; padding: 8px 12px 32px; }
.layout { width: 100%; max-width: 1200px; display: flex; justify-content: center; gap: 48px; }
.hero { display: none; }
.card {
  width: 100%; max-width: 440px; background: var(--surface); border: 1px solid var(--border-soft);
  border-radius: 14px; padding: 28px 20px;
  box-shadow: 0 1px 2px rgba(15, 29, 46, 0.05), 0 12px 32px rgba(15, 29, 46, 0.07);
}
.card > :last-child { margin-bottom: 0; }
h1 { font-size: 24px; line-height: 1.25; margin: 0 0 8px; }
.lead { margin: 0 0 24px; color: var(--muted); }
.alert {
  margin: 0 0 20px; padding: 12px 14px; border-radius: var(--radius);
  background: var(--error-soft); color: var(--error); border: 1px solid #fecdca; font-size: 15px;
}
form { margin: 0; }
.field { margin-bottom: 18px; }
.field label { display: block; font-weight: 600; font-size: 15px; margin-bottom: 6px; }
.field input {
  display: block; width: 100%; height: 46px; padding: 0 14px; font: inherit; color: var(--text);
  background: var(--surface); border: 1px solid var(--border); border-radius: 8px;
  transition: border-color 0.15s ease;
}
.field input:hover { border-color: #9fb1c6; }
.field input:focus { border-color: var(--accent); }
.field input[aria-invalid="true"] { border-color: var(--error); background: var(--error-soft); }
.hint { margin: 6px 0 0; font-size: 14px; color: var(--muted); }
.field-error { margin: 6px 0 0; font-size: 14px; color: var(--error); font-weight: 500; }
.row { display: grid; grid-template-columns: 1fr; gap: 0 16px; }
.button {
  display: inline-flex; align-items: center; justify-content: center; width: 100%; height: 48px;
  margin-top: 6px; padding: 0 20px; border: 0; border-radius: 8px; cursor: pointer;
  font: inherit; font-weight: 600; color: #fff; background: var(--accent);
  transition: background-color 0.15s ease;
}
.button:hover { background: var(--accent-hover); }
.switch { margin: 22px 0 0; padding-top: 18px; border-top: 1px solid var(--border-soft); color: var(--muted); text-align: center; }
.code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 14px; color: var(--muted); word-break: break-word; }
.footer { padding: 20px; text-align: center; font-size: 13px; color: var(--muted); }
@media (min-width: 576px) {
  .card { padding: 36px 40px; }
  .row { grid-template-columns: 1fr 1fr; }
  .main { padding-top: 24px; }
}
@media (min-width: 992px) {
  .brand-tagline { display: inline; }
  .main { align-items: center; padding: 24px 32px 48px; }
  .layout-hero { justify-content: space-between; align-items: center; }
  .hero { display: block; max-width: 520px; padding: 8px 0; }
  .hero-title { font-size: 34px; line-height: 1.2; margin: 0 0 24px; font-weight: 700; }
  .hero ul { list-style: none; margin: 0; padding: 0; }
  .hero li { position: relative; padding-left: 34px; margin-bottom: 14px; font-size: 18px; color: #24384f; }
  .hero li::before {
    content: ""; position: absolute; left: 0; top: 5px; width: 20px; height: 20px; border-radius: 50%;
    background: var(--accent-soft); box-shadow: inset 0 0 0 6px var(--accent);
  }
  .card { flex: none; }
}
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
`;

/** Short content hash, appended to the stylesheet URL so browsers may cache it for good. */
export const STYLESHEET_VERSION = createHash('sha256').update(STYLESHEET).digest('hex').slice(0, 12);

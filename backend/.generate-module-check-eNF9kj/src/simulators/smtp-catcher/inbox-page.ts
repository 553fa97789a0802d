import type { CaughtMessage } from './caught-message';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything shown comes from whoever sent the mail: escape all of it. */
function escape(value: string | null): string {
  return (value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Links in the plain-text body become clickable, so a password-change link can be followed from here. */
function linkify(text: string): string {
  return escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f6fa;color:#0f1d2e}
main{max-width:960px;margin:0 auto;padding:16px}h1{font-size:22px}
article{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:12px 16px;margin:12px 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px;font-size:14px}
dt{color:#506176}dd{margin:0;word-break:break-word}pre{white-space:pre-wrap;word-break:break-word;font-size:14px}
.empty{color:#506176}`;

/** GET / of the catcher: the received messages, newest first, in Russian (the platform's default language). */
export function renderInboxPage(messages: CaughtMessage[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (message) => `<article>
  <dl>
    <dt>Получено</dt><dd>${escape(message.receivedAt)}</dd>
    <dt>От</dt><dd>${escape(message.from)}</dd>
    <dt>Кому</dt><dd>${escape(message.to ?? message.envelope.to.join(', '))}</dd>
    <dt>Тема</dt><dd>${escape(message.subject)}</dd>
  </dl>
  <pre>${linkify(message.text ?? '')}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nebo — перехваченные письма</title><style>${STYLE}</style></head>
<body><main>
<h1>Перехваченные письма (${messages.length})</h1>
${items || '<p class="empty">Писем пока нет.</p>'}
</main></body>
</html>`;
}

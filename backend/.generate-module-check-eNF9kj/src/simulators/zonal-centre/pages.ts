import type { MessageRecord, SimChannel, SubmissionRecord } from './records';

const escape = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f4f6f8}
main{max-width:1100px;margin:0 auto;padding:24px 16px}h1{font-size:22px}h2{font-size:18px;margin-top:28px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border:1px solid #d0d7de;padding:6px 8px;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;margin:0;font:13px/1.35 ui-monospace,monospace}.card{background:#fff;max-width:380px;margin:64px auto;padding:24px;border-radius:8px;box-shadow:0 1px 4px #0002}
label{display:block;margin:14px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:8px;font-size:15px}
button{margin-top:18px;width:100%;padding:10px;font-size:16px;background:#0b5cad;color:#fff;border:0;border-radius:4px;cursor:pointer}
.hint{color:#57606a;font-size:13px}.error{color:#b42318;font-weight:600}.muted{color:#57606a}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export interface SignInForm {
  clientId: string;
  redirectUri: string;
  state: string;
  login: string;
  demoLogin: string;
  demoPassword: string;
  error?: string;
}

/** The SPPI sign-in page of the authorization request. */
export function signInPage(form: SignInForm): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  return page(
    'СППИ — вход',
    `<main><div class="card"><h1>СППИ — вход</h1>
<p class="muted">Система подачи планов и информации. Приложение «${escape(form.clientId)}» просит доступ к подаче заявок от вашего имени.</p>
${form.error ? `<p class="error" role="alert">${escape(form.error)}</p>` : ''}
<form method="post" action="/sppi/oauth/authorize">
${hidden('response_type', 'code')}${hidden('client_id', form.clientId)}${hidden('redirect_uri', form.redirectUri)}${hidden('state', form.state)}
<label for="login">Логин</label><input id="login" name="login" type="email" autocomplete="username" required value="${escape(form.login)}">
<label for="password">Пароль</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<p class="hint">Демо-учётная запись: ${escape(form.demoLogin)} / ${escape(form.demoPassword)}</p>
<button type="submit">Войти</button></form></div></main>`,
  );
}

export function errorPage(title: string, text: string): string {
  return page(title, `<main><div class="card"><h1>${escape(title)}</h1><p class="error" role="alert">${escape(text)}</p></div></main>`);
}

const STATUS_RU: Record<string, string> = {
  RECEIVED: 'получена',
  PENDING: 'на рассмотрении',
  ALLOWED: 'разрешено',
  REJECTED: 'отказано',
  REPLIED: 'ответ дан',
};

/** The status page: what the centre received and decided, newest first. */
/** Said of a submission the simulator leaves to a centre working on the platform. */
export const DECIDED_ON_PLATFORM = 'решение принимает орган на платформе Небо';

export function statusPage(
  submissions: SubmissionRecord[],
  messages: MessageRecord[],
  down: ReadonlySet<SimChannel>,
  decidesOnPlatform: (s: SubmissionRecord) => boolean = () => false,
  platformCentres: readonly string[] = [],
): string {
  const statusOf = (s: SubmissionRecord) =>
    s.status === 'PENDING' && decidesOnPlatform(s) ? `${STATUS_RU.PENDING} — ${DECIDED_ON_PLATFORM}` : (STATUS_RU[s.status] ?? s.status);
  const submissionRows = [...submissions]
    .reverse()
    .map(
      (
        s,
      ) => `<tr><td>${escape(s.receivedAt)}</td><td>${escape(s.channel)}</td><td><code>${escape(s.dedupKey)}</code><br><span class="muted">${escape(s.id)}</span></td>
<td>${escape(s.authority)}<br>${escape(s.operator)}</td><td>${escape(statusOf(s))}${s.permitNumber ? `<br>разрешение № ${escape(s.permitNumber)}` : ''}</td>
<td>${escape(s.comment)}</td><td>${s.replies.map((r) => `<pre>${escape(r)}</pre>`).join('<hr>')}</td></tr>`,
    )
    .join('');
  const messageRows = [...messages]
    .reverse()
    .map(
      (
        m,
      ) => `<tr><td>${escape(m.receivedAt)}</td><td>${escape(m.channel)}</td><td>${escape(m.kind)}</td><td><pre>${escape(m.text)}</pre></td>
<td>${m.replies.map((r) => `<pre>${escape(r)}</pre>`).join('<hr>')}</td></tr>`,
    )
    .join('');
  const outage =
    down.size > 0
      ? `<p class="error">Недоступны каналы: ${[...down].map(escape).join(', ')}</p>`
      : '<p class="muted">Все каналы работают.</p>';
  return page(
    'Зональный центр — симулятор',
    `<main><h1>Зональный центр ЕС ОрВД — симулятор</h1>${outage}${
      platformCentres.length > 0
        ? `<p class="muted">Центры ${platformCentres.map(escape).join(', ')}: ${DECIDED_ON_PLATFORM}; здесь их заявки только принимаются.</p>`
        : ''
    }
<h2>Заявки (${submissions.length})</h2>${
      submissions.length === 0
        ? '<p class="muted">Заявок пока нет.</p>'
        : `<table><thead><tr><th>Получена (UTC)</th><th>Канал</th><th>Ключ / номер</th><th>Центр / заявитель</th><th>Статус</th><th>Комментарий</th><th>Ответы</th></tr></thead><tbody>${submissionRows}</tbody></table>`
    }
<h2>Сообщения (${messages.length})</h2>${
      messages.length === 0
        ? '<p class="muted">Сообщений пока нет.</p>'
        : `<table><thead><tr><th>Получено (UTC)</th><th>Канал</th><th>Тип</th><th>Текст</th><th>Ответ</th></tr></thead><tbody>${messageRows}</tbody></table>`
    }</main>`,
  );
}

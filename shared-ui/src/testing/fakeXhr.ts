/**
 * A scripted XMLHttpRequest for upload tests (jsdom's cannot reach a fake server). Install it as the
 * global XMLHttpRequest, queue replies, and read what was sent.
 */
export interface XhrReply {
  status: number;
  body?: unknown;
  /** Progress events to fire before the answer, as [loaded, total]. */
  progress?: [number, number][];
  /** Keep the request open until `release()` is called (to look at the UI mid-upload). */
  hold?: boolean;
}

export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeXhrControl {
  sent: SentUpload[];
  reply: (...replies: XhrReply[]) => void;
  /** Answers a held request. */
  release: () => void;
  restore: () => void;
  /** The class itself, for `createRequest` seams. */
  Xhr: new () => XMLHttpRequest;
}

export function installFakeXhr(): FakeXhrControl {
  const original = globalThis.XMLHttpRequest;
  const queue: XhrReply[] = [];
  const sent: SentUpload[] = [];
  let held: (() => void) | null = null;

  class FakeXhr {
    method = '';
    url = '';
    headers: Record<string, string> = {};
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body });
      const reply = queue.shift();
      const answer = () => {
        if (!reply) return this.onerror?.();
        this.status = reply.status;
        this.responseText = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        this.onload?.();
      };
      queueMicrotask(() => {
        for (const [loaded, total] of reply?.progress ?? [])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
        if (reply?.hold) held = answer;
        else answer();
      });
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    reply: (...replies) => queue.push(...replies),
    release: () => {
      const answer = held;
      held = null;
      answer?.();
    },
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
    Xhr: FakeXhr as unknown as new () => XMLHttpRequest,
  };
}

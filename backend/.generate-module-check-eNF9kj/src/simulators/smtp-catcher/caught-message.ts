/** One e-mail the catcher received, as its inbox shows it. */
export interface CaughtMessage {
  id: number;
  receivedAt: string;
  /** The SMTP envelope: who the client said it sends from and delivers to. */
  envelope: { from: string | null; to: string[] };
  messageId: string | null;
  from: string | null;
  to: string | null;
  subject: string | null;
  text: string | null;
  html: string | null;
}

/** Newest messages kept; a simulator that runs for weeks must not grow without bound. */
export const MAX_KEPT_MESSAGES = 1000;

/** The inbox: in memory, newest last, oldest dropped beyond MAX_KEPT_MESSAGES. */
export class MessageStore {
  private messages: CaughtMessage[] = [];
  private nextId = 1;

  add(message: Omit<CaughtMessage, 'id'>): CaughtMessage {
    const stored = { id: this.nextId++, ...message };
    this.messages.push(stored);
    if (this.messages.length > MAX_KEPT_MESSAGES) this.messages.splice(0, this.messages.length - MAX_KEPT_MESSAGES);
    return stored;
  }

  list(): CaughtMessage[] {
    return [...this.messages];
  }

  find(id: number): CaughtMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  clear(): void {
    this.messages = [];
  }
}

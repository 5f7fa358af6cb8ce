import type { SmsOutboxEntry } from '@zeng/contract/dev';
import type { SmsMessage, SmsSender } from './sms-sender.js';

/** Enough for any end-to-end run; older messages fall off so a long dev session does not grow. */
const OUTBOX_LIMIT = 1000;

/**
 * Development driver: nothing leaves the machine. The code is logged and kept in an outbox that the
 * development-only call /dev/sms-outbox reads (end-to-end tests take their codes there).
 */
export class ConsoleSmsSender implements SmsSender {
  readonly driver = 'console';
  private readonly messages: SmsOutboxEntry[] = [];

  constructor(
    private readonly log: { info(obj: object, msg: string): void },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const entry: SmsOutboxEntry = {
      phoneNumber: message.phoneNumber,
      text: message.text,
      code: message.code ?? '',
      sentAt: this.now().toISOString(),
    };
    this.messages.push(entry);
    if (this.messages.length > OUTBOX_LIMIT) this.messages.shift();
    this.log.info({ phoneNumber: entry.phoneNumber, code: entry.code }, `SMS to ${entry.phoneNumber}: ${entry.text}`);
  }

  /** Messages sent to a number, newest first. */
  outbox(phoneNumber: string): SmsOutboxEntry[] {
    return this.messages.filter((m) => m.phoneNumber === phoneNumber).reverse();
  }
}

import type { ParsedMail } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { recipientsOf, startMailServer } from '../../../../scripts/test-services.mjs';

// A real SMTP server in the test process (issue 17): the API sends to it over SMTP as it would to a
// mail provider, and the tests read what arrived. It can be stopped and started again on the same
// port, to show that nothing is lost while the mail server is away.

export type ReceivedMail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The `lang` of the HTML (the recipient's language). */
  language: string | null;
};

export class SmtpInbox {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<void> {
    const started = await startMailServer(port, (parsed) => {
      this.received.push(toReceived(parsed));
    });
    this.port = started.port;
    this.server = started.server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The e-mails to `address`, in the order they arrived. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to === address.toLowerCase());
  }
}

function toReceived(parsed: ParsedMail): ReceivedMail {
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  return {
    to: recipientsOf(parsed)[0] ?? '',
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html,
    language: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? null,
  };
}

import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

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
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.received.push(toReceived(parsed));
            callback();
          })
          .catch(callback);
      },
    });
    server.on('error', () => {});
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
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
  const addresses = (value: ParsedMail['to']) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
      group.value.map((a) => a.address),
    );
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  return {
    to: (addresses(parsed.to)[0] ?? '').toLowerCase(),
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html,
    language: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? null,
  };
}

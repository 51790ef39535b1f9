import type { ParsedMail } from 'mailparser';
import type { SMTPServer } from 'smtp-server';

export function onDatabaseServer(serverUrl: string, statement: string): Promise<void>;
export function startMailServer(
  port: number,
  onMail: (parsed: ParsedMail) => void | Promise<void>,
): Promise<{ server: SMTPServer; port: number }>;
export function recipientsOf(parsed: ParsedMail): string[];

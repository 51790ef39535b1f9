import { BRAND } from '@levera/domain';
import type { Mail } from './messages.ts';
import { FOOTER, type MailText, writeMail } from './texts.ts';

// Lays an e-mail's words out as HTML (MJML: tables and inline styles that mail clients show the
// same way; decision 032) and as plain text. Every text is escaped: names, titles, subjects and the
// admin's reason are typed by people.

export type RenderedMail = { subject: string; text: string; html: string };

const BRAND_COLOUR = '#0f766e';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Line breaks that the writer typed (a reason, an answer) stay line breaks. */
const paragraph = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br />');

function mjmlOf(text: MailText, footer: string, language: string): string {
  const block = (html: string, extra = '') =>
    `<mj-text font-size="15px" line-height="22px" color="#1f2937"${extra}>${html}</mj-text>`;
  const quote = text.quote
    ? `<mj-text font-size="13px" color="#6b7280" padding-bottom="0">${escapeHtml(text.quote.label)}</mj-text>
       <mj-text font-size="15px" line-height="22px" color="#1f2937" container-background-color="#f3f4f6" padding="12px 25px">${paragraph(text.quote.text)}</mj-text>`
    : '';
  const list = text.list?.length
    ? block(`<ul>${text.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`)
    : '';
  const action = text.action
    ? `<mj-button href="${escapeHtml(text.action.url)}" background-color="${BRAND_COLOUR}" color="#ffffff" font-size="16px" align="left">${escapeHtml(text.action.label)}</mj-button>
       ${text.action.after.map((line) => block(paragraph(line))).join('\n')}`
    : '';
  return `<mjml lang="${language}">
  <mj-head><mj-title>${escapeHtml(text.subject)}</mj-title><mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes></mj-head>
  <mj-body background-color="#f9fafb">
    <mj-section background-color="${BRAND_COLOUR}">
      <mj-column><mj-text font-size="22px" font-weight="bold" color="#ffffff">${escapeHtml(BRAND.name)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff">
      <mj-column>
        ${block(escapeHtml(text.greeting))}
        ${text.paragraphs.map((line) => block(paragraph(line))).join('\n')}
        ${quote}
        ${list}
        ${action}
        ${block(escapeHtml(text.signature))}
      </mj-column>
    </mj-section>
    <mj-section><mj-column><mj-text font-size="12px" color="#6b7280">${escapeHtml(footer)}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

function plainTextOf(text: MailText, footer: string): string {
  const parts = [text.greeting, ...text.paragraphs];
  if (text.quote) parts.push(`${text.quote.label}:\n${text.quote.text}`);
  if (text.list?.length) parts.push(text.list.map((item) => `- ${item}`).join('\n'));
  if (text.action) parts.push(`${text.action.label}:\n${text.action.url}`, ...text.action.after);
  parts.push(text.signature, '--', footer);
  return `${parts.join('\n\n')}\n`;
}

/** Subject, plain text and HTML of `mail`, in its language, its links to `origin` (PUBLIC_URL). */
export async function renderMail(mail: Mail, origin?: string): Promise<RenderedMail> {
  const text = writeMail(mail, origin);
  const footer = FOOTER[mail.language];
  // Loaded on the first e-mail, not at start-up: MJML brings a large dependency tree.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(mjmlOf(text, footer, mail.language), {
    validationLevel: 'strict',
  });
  if (errors.length > 0) throw new Error(`e-mail template ${mail.kind}: ${errors[0]!.formattedMessage}`);
  return { subject: text.subject, text: plainTextOf(text, footer), html };
}

import { Fragment, type ReactNode } from 'react';

/**
 * Puts React nodes (links, emphasis) where a translated text has `{{name}}` placeholders, so the
 * word order stays the translator's. Call `t(key, { name: '{{name}}' })` to keep a placeholder.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\{\w+\}\})/).map((part, index) => {
    const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
    return <Fragment key={index}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>;
  });
}

/** The options that keep the named placeholders for `withNodes`. */
export function keepPlaceholders(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `{{${name}}}`]));
}

const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/;

/** Plain text with every e-mail address turned into a mailto link (legal and FAQ answers). */
export function withEmailLinks(
  text: string,
  className = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900',
): ReactNode[] {
  return text.split(EMAIL).map((part, index) =>
    EMAIL.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
      <a key={index} href={`mailto:${part}`} className={className}>
        {part}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

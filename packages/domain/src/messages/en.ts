// English message catalogue: every text the validation schemas and the API can produce, in the one
// catalogue format of the project (JSON read by `t`, decision 081): packages/domain/locales/en/
// messages.json, with the API client's own four messages in request-errors.json (decision 050).
// Keys are the contract between server and client; the texts quote SPEC.md where it gives one.
// `{{name}}` placeholders are filled by translateMessage.
import messages from '../../locales/en/messages.json' with { type: 'json' };
import requestErrors from '../../locales/en/request-errors.json' with { type: 'json' };

export const en = { ...messages, ...requestErrors } satisfies Record<string, string>;

export type MessageKey = keyof typeof en;

// Swedish message catalogue (packages/domain/locales/sv/messages.json and request-errors.json): the
// same keys as the English one, which the type checks as well as messages.test.ts.
import messages from '../../locales/sv/messages.json' with { type: 'json' };
import requestErrors from '../../locales/sv/request-errors.json' with { type: 'json' };
import type { MessageKey } from './en.ts';

export const sv: Record<MessageKey, string> = { ...messages, ...requestErrors };

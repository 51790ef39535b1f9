import {
  type BulkAnswer,
  type BulkItemResult,
  type BulkSkipReason,
  type MessageKey,
  STALE_STATUS_CODE,
  type SiteLanguage,
  translateMessage,
} from '@levera/domain';
import { ApiError } from './api-error.ts';

// Bulk actions of the admin lists (issue 18 §2, decision 036). A bulk request is the single action
// applied to each item in turn, each in its own transaction (the single action's), so one refused
// item does not undo the others; what the single action refuses becomes the item's skip reason.

export type BulkItem<Status extends string> = { id: string; expectedStatus: Status };

/** Which codes of a single action's refusal are a skipped item, and their reason. */
const SKIP_REASONS: Record<string, BulkSkipReason> = {
  not_found: 'not_found',
  promotion_not_found: 'not_found',
  [STALE_STATUS_CODE]: 'stale_status',
  illegal_transition: 'illegal_transition',
  duplicate_application: 'duplicate_application',
};

/** What a bulk run reports for an item that was not changed, with its translated message. */
export class Skipped extends Error {
  constructor(
    readonly reason: BulkSkipReason,
    readonly messageKey: MessageKey,
  ) {
    super(messageKey);
  }
}

/**
 * Applies `apply` (the single action) to each item in the order given. An item is done when it
 * returns; skipped when it throws `Skipped` or an `ApiError` of a refusal (404, stale status, illegal
 * transition, duplicate application). `alreadyKey` names the message of an illegal action on an item
 * already in the status the action leads to ("Already approved"). Anything else (the database gone)
 * ends the request as an error, the items before it staying done.
 */
export async function runBulk<Item extends BulkItem<string>>(
  items: readonly Item[],
  language: SiteLanguage,
  apply: (item: Item) => Promise<unknown>,
  alreadyKey: (item: Item) => MessageKey | null,
): Promise<BulkAnswer> {
  const results: BulkItemResult[] = [];
  for (const item of items) {
    const skipped = await applyOne(item);
    results.push(
      skipped
        ? {
            id: item.id,
            outcome: 'skipped',
            reason: skipped.reason,
            message: translateMessage(skipped.messageKey, language),
          }
        : { id: item.id, outcome: 'done' },
    );
  }
  const done = results.filter((result) => result.outcome === 'done').length;
  const skipped = results.length - done;
  return {
    success: true,
    message: translateMessage('bulkFinished', language, { done, skipped }),
    done,
    skipped,
    results,
  };

  async function applyOne(item: Item): Promise<Skipped | null> {
    try {
      await apply(item);
      return null;
    } catch (error) {
      if (error instanceof Skipped) return error;
      const reason = error instanceof ApiError ? SKIP_REASONS[error.code] : undefined;
      if (!reason || !(error instanceof ApiError)) throw error;
      if (reason === 'illegal_transition') {
        const already = alreadyKey(item);
        if (already) return new Skipped('already_done', already);
      }
      if (reason === 'stale_status') return new Skipped(reason, 'bulkChangedBySomeoneElse');
      return new Skipped(reason, error.messageKey as MessageKey);
    }
  }
}

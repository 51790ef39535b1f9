import {
  ConversationDisclosure,
  ConversationEntryItem,
  useConversationMessageBox,
} from '../../../entities/query/conversation-box.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextareaField } from '../../../ui/field.tsx';
import { useSendVendorFollowUp, useVendorConversation } from '../api/vendor-conversation.ts';
import type { VendorOwnQuery } from '../api/vendor-query-types.ts';
import { VENDOR_QUERIES_NS } from '../catalog.ts';

/** The vendor's query as a conversation, opened on demand, with a follow-up box (issue 37 §5). */
export function VendorQueryConversation({ query }: { query: VendorOwnQuery }) {
  const t = useT(VENDOR_QUERIES_NS);
  return (
    <ConversationDisclosure openLabel={t('conversation.open')} closeLabel={t('conversation.close')}>
      {() => <VendorConversationPanel query={query} />}
    </ConversationDisclosure>
  );
}

function VendorConversationPanel({ query }: { query: VendorOwnQuery }) {
  const t = useT(VENDOR_QUERIES_NS);
  const format = useFormat();
  const conversation = useVendorConversation(query.id);
  const send = useSendVendorFollowUp();
  const { onSubmit, field } = useConversationMessageBox((body) =>
    send.mutateAsync({ id: query.id, message: body }),
  );

  return (
    <>
      {conversation.isPending ? (
        <p className="text-sm text-slate-600">{t('conversation.loading')}</p>
      ) : conversation.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('conversation.loadFailed')}
        </p>
      ) : (
        <ol aria-label={t('conversation.thread')} className="space-y-3">
          {conversation.data.messages.map((entry, index) => (
            <ConversationEntryItem
              // The conversation only grows: an entry's place is its identity (as on the case page).
              // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id and never move
              key={index}
              data-from={entry.from}
              tone={entry.from === 'support' ? 'support' : 'requester'}
              byline={
                <>
                  <span className="font-semibold text-slate-900">{t(`conversation.${entry.from}`)}</span>
                  <span>{format.dateTime(entry.createdAt)}</span>
                </>
              }
              body={entry.body}
            />
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-4">
        <TextareaField
          label={t('conversation.followUpLabel')}
          hint={t('conversation.followUpHint')}
          rows={4}
          {...field}
        />
        <div className="mt-2 flex justify-end">
          <Button type="submit" size="sm" isLoading={send.isPending}>
            {t('conversation.send')}
          </Button>
        </div>
      </form>
    </>
  );
}

import {
  CONVERSATION_MESSAGE_MAX,
  type ConversationEntry,
  isSiteLanguage,
  SAVED_REPLY_TITLE_MAX,
  type SiteLanguage,
} from '@levera/domain';
import { useRef, useState } from 'react';
import {
  ConversationDisclosure,
  ConversationEntryItem,
  useConversationMessageBox,
} from '../../../entities/query/conversation-box.tsx';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { SelectField, TextareaField, TextField } from '../../../ui/field.tsx';
import {
  useAddQueryNote,
  useConversation,
  useCreateSavedReply,
  useDeleteSavedReply,
  useSavedReplies,
  useSendQueryReply,
  useUpdateSavedReply,
} from '../api/conversation.ts';
import type { AdminQuery } from '../api/query-types.ts';
import { ADMIN_QUERIES_NS } from '../catalog.ts';

/**
 * A card's conversation (issue 37): opened on demand so the list stays scannable; the thread, the
 * reply to the requester (with the saved replies of the query's language) and the internal note.
 */
export function QueryConversation({ query }: { query: AdminQuery }) {
  const t = useT(ADMIN_QUERIES_NS);
  return (
    <ConversationDisclosure openLabel={t('conversation.open')} closeLabel={t('conversation.close')}>
      {() => <ConversationPanel query={query} />}
    </ConversationDisclosure>
  );
}

function ConversationPanel({ query }: { query: AdminQuery }) {
  const t = useT(ADMIN_QUERIES_NS);
  const conversation = useConversation(query.id);
  return (
    <>
      <h4 className="text-sm font-semibold text-slate-900">
        {t('conversation.heading', { caseNumber: query.caseNumber })}
      </h4>
      {conversation.isPending ? (
        <p className="mt-2 text-sm text-slate-600">{t('conversation.loading')}</p>
      ) : conversation.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('conversation.loadFailed')}
        </p>
      ) : (
        <ConversationThread messages={conversation.data.messages} />
      )}
      <ReplyBox query={query} />
      <NoteBox query={query} />
    </>
  );
}

/** The thread, oldest first: the requester's words, support's replies and the internal notes, each distinct. */
export function ConversationThread({ messages }: { messages: ConversationEntry[] }) {
  const t = useT(ADMIN_QUERIES_NS);
  const format = useFormat();
  return (
    <ol aria-label={t('conversation.thread')} className="mt-3 space-y-3">
      {messages.map((entry) => {
        const isNote = entry.kind === 'note';
        const who = isNote
          ? t('conversation.note')
          : entry.authorKind === 'admin'
            ? t('conversation.support', { name: entry.author?.name ?? t('conversation.team') })
            : t(`conversation.${entry.authorKind}`);
        return (
          <ConversationEntryItem
            key={entry.id}
            data-kind={entry.kind}
            tone={isNote ? 'note' : entry.authorKind === 'admin' ? 'support' : 'requester'}
            byline={
              <>
                <span className="font-semibold text-slate-900">{who}</span>
                {isNote && entry.author && <span>{entry.author.name}</span>}
                <span>{format.dateTime(entry.createdAt)}</span>
              </>
            }
            body={entry.body}
          >
            {isNote && (
              <p className="mt-1 text-xs font-semibold text-amber-900">{t('conversation.noteHint')}</p>
            )}
          </ConversationEntryItem>
        );
      })}
    </ol>
  );
}

/** The reply to the requester: a saved reply may fill the box, the admin edits it, then sends. */
function ReplyBox({ query }: { query: AdminQuery }) {
  const t = useT(ADMIN_QUERIES_NS);
  const send = useSendQueryReply();
  const { text, onSubmit, fill, field } = useConversationMessageBox((body) =>
    send.mutateAsync({ id: query.id, message: body }),
  );
  // Saved replies in the query's language (a query of an unknown language: the page's).
  const pageLanguage = useLocale().language;
  const replyLanguage = isSiteLanguage(query.language) ? query.language : pageLanguage;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 border-t border-slate-200 pt-4">
      <SavedReplyPicker language={replyLanguage} text={text} onPick={fill} />
      <TextareaField
        label={t('conversation.replyLabel')}
        hint={t(query.type === 'vendor' ? 'conversation.replyHintVendor' : 'conversation.replyHintContact')}
        rows={5}
        {...field}
      />
      <p
        className={cn(
          'mt-1 text-xs',
          text.length > CONVERSATION_MESSAGE_MAX ? 'font-semibold text-red-700' : 'text-slate-600',
        )}
      >
        {t('conversation.characters', { count: text.length, max: CONVERSATION_MESSAGE_MAX })}
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <SaveAsSavedReply language={replyLanguage} text={text} />
        <Button type="submit" size="sm" isLoading={send.isPending}>
          {send.isPending ? t('conversation.sending') : t('conversation.send')}
        </Button>
      </div>
    </form>
  );
}

/** The saved replies of the query's language; picking one puts its text in the box (the admin edits it). */
function SavedReplyPicker({
  language,
  text,
  onPick,
}: {
  language: SiteLanguage;
  text: string;
  onPick: (body: string) => void;
}) {
  const t = useT(ADMIN_QUERIES_NS);
  const mayManage = useAdminMay('manageSavedReplies');
  const replies = useSavedReplies(language);
  const update = useUpdateSavedReply();
  const remove = useDeleteSavedReply();
  const [pickedId, setPickedId] = useState('');
  const picked = replies.data?.find((reply) => reply.id === pickedId);

  if (!replies.data?.length) {
    return replies.isPending ? null : <p className="mb-3 text-xs text-slate-600">{t('savedReplies.none')}</p>;
  }
  return (
    <div className="mb-3">
      <SelectField
        label={t('savedReplies.label')}
        placeholder={t('savedReplies.placeholder')}
        value={pickedId}
        options={replies.data.map((reply) => ({ value: reply.id, label: reply.title }))}
        onChange={(event) => {
          setPickedId(event.target.value);
          const reply = replies.data.find((candidate) => candidate.id === event.target.value);
          if (reply) onPick(reply.body);
        }}
      />
      {mayManage && picked && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            className="border border-slate-300"
            disabled={!text.trim() || update.isPending}
            onClick={() => update.mutate({ id: picked.id, title: picked.title, body: text })}
          >
            {t('savedReplies.update', { title: picked.title })}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="border border-red-300 text-red-800"
            disabled={remove.isPending}
            onClick={() => remove.mutate(picked.id, { onSuccess: () => setPickedId('') })}
          >
            {t('savedReplies.delete', { title: picked.title })}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Keeps the box's text as a saved reply under a title (owners and admins only). */
function SaveAsSavedReply({ language, text }: { language: SiteLanguage; text: string }) {
  const t = useT(ADMIN_QUERIES_NS);
  const message = useMessage();
  const mayManage = useAdminMay('manageSavedReplies');
  const create = useCreateSavedReply();
  const [isNaming, setNaming] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const openerRef = useRef<HTMLButtonElement>(null);
  if (!mayManage) return null;

  const close = () => {
    setNaming(false);
    setTitle('');
    setError(undefined);
    queueMicrotask(() => openerRef.current?.focus());
  };
  const save = async () => {
    const trimmed = title.trim();
    if (!trimmed) return setError('savedReplyTitleRequired');
    if (trimmed.length > SAVED_REPLY_TITLE_MAX) return setError('savedReplyTitleTooLong');
    try {
      await create.mutateAsync({ replyLanguage: language, title: trimmed, body: text });
      close();
    } catch {
      // The error toast said why.
    }
  };

  if (!isNaming) {
    return (
      <Button
        ref={openerRef}
        size="sm"
        variant="ghost"
        className="border border-slate-300"
        disabled={!text.trim()}
        onClick={() => setNaming(true)}
      >
        {t('savedReplies.saveAs')}
      </Button>
    );
  }
  return (
    <div className="w-full rounded-lg border border-slate-200 bg-white p-3">
      <TextField
        label={t('savedReplies.title')}
        value={title}
        autoFocus
        maxLength={SAVED_REPLY_TITLE_MAX + 50}
        error={message(error, { max: SAVED_REPLY_TITLE_MAX })}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={close} disabled={create.isPending}>
          {t('conversation.cancel')}
        </Button>
        <Button size="sm" isLoading={create.isPending} onClick={save}>
          {t('savedReplies.save')}
        </Button>
      </div>
    </div>
  );
}

/** An internal note: only admins see it, the requester is never told. */
function NoteBox({ query }: { query: AdminQuery }) {
  const t = useT(ADMIN_QUERIES_NS);
  const add = useAddQueryNote();
  const { onSubmit, field } = useConversationMessageBox((body) =>
    add.mutateAsync({ id: query.id, message: body }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-4 rounded-lg border border-dashed border-amber-500 bg-amber-50 p-3"
    >
      <TextareaField
        label={t('conversation.noteLabel')}
        hint={t('conversation.noteHint')}
        rows={3}
        {...field}
      />
      <div className="mt-2 flex justify-end">
        <Button type="submit" size="sm" variant="secondary" isLoading={add.isPending}>
          {t('conversation.addNote')}
        </Button>
      </div>
    </form>
  );
}

import { CONVERSATION_MESSAGE_MAX, ConversationMessageSchema } from '@levera/domain';
import {
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { useMessage } from '../../lib/use-message.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';

// What the admin's and the vendor's conversations of a query share (issue 37): the button that opens
// the conversation on demand, one message of its thread, and a message box (a reply, a note, a follow-up) that checks its text
// with the domain's schema before sending it and keeps it when sending fails.

/** A conversation opened on demand, so a list of queries stays scannable. */
export function ConversationDisclosure({
  openLabel,
  closeLabel,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  /** The open conversation: rendered (and its requests made) only while it is open. */
  children: () => ReactNode;
}) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="mt-4">
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? closeLabel : openLabel}
      </Button>
      {isOpen && (
        <div id={panelId} className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
          {children()}
        </div>
      )}
    </section>
  );
}

/** A message's look: support's answers stand to the right, the requester's to the left, a note apart. */
const ENTRY_TONES = {
  support: 'ml-4 border-brand-100 bg-brand-50 sm:ml-10',
  requester: 'mr-4 border-slate-200 bg-white sm:mr-10',
  note: 'border-dashed border-amber-500 bg-amber-50',
} as const;

/**
 * One message of a conversation's thread (an `li`): who wrote it (`byline`: their name, then the
 * time), anything said about it (`children`, e.g. that a note is internal), then its text.
 */
export function ConversationEntryItem({
  tone,
  byline,
  body,
  children,
  ...itemProps
}: Omit<ComponentProps<'li'>, 'className'> & {
  tone: keyof typeof ENTRY_TONES;
  byline: ReactNode;
  body: string;
}) {
  return (
    <li className={cn('rounded-lg border p-3 text-sm', ENTRY_TONES[tone])} {...itemProps}>
      <p className="flex flex-wrap gap-x-2 text-xs text-slate-700">{byline}</p>
      {children}
      <p className="mt-1 whitespace-pre-line wrap-anywhere text-slate-900">{body}</p>
    </li>
  );
}

/** The domain's message key of a text that cannot be sent (empty, too long), or undefined. */
export function conversationMessageProblem(message: string): string | undefined {
  const parsed = ConversationMessageSchema.safeParse({ message });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * A message box's state: its text, the key of its problem, and a submit that refuses a text the
 * schema refuses (nothing is sent), sends it, empties the box once it was taken and keeps it when it
 * was not (the error toast says why); focus returns to the box either way.
 */
export function useConversationMessageBox(send: (message: string) => Promise<unknown>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = conversationMessageProblem(text);
    setError(problem);
    if (!problem) {
      try {
        await send(text);
        setText('');
      } catch {
        // The error toast said why; the text stays in the box.
      }
    }
    boxRef.current?.focus();
  };
  /** Puts a text in the box (a saved reply), for the writer to edit. */
  const fill = (body: string) => {
    setText(body);
    setError(undefined);
    boxRef.current?.focus();
  };
  const message = useMessage();
  /** The box's TextareaField props: its ref, its text and typing, and the problem's message. */
  const field = {
    ref: boxRef,
    value: text,
    error: message(error, { max: CONVERSATION_MESSAGE_MAX }),
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value),
  };
  return { text, onSubmit, fill, field };
}

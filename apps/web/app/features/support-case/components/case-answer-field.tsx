import { CONVERSATION_MESSAGE_MAX } from '@levera/domain';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { CharacterCount } from '../../../ui/character-count.tsx';
import { TextareaField } from '../../../ui/field.tsx';
import { SUPPORT_CASE_NS } from '../catalog.ts';

/**
 * The answer's text box of a case page (issue 37), an island: without JavaScript a plain textarea of
 * the page's form; with it, the count against the limit near the end (ui/character-count.tsx), as
 * the contact form's message has. No `maxLength`: a pasted long text is kept and the server says it
 * is too long beside the field. Its props travel in the page's HTML, so they hold only what the
 * page shows anyway (the text typed and its error).
 */
export function CaseAnswerField({ text, error }: { text: string; error: string | null }) {
  const t = useT(SUPPORT_CASE_NS);
  const [length, setLength] = useState(text.length);
  return (
    <TextareaField
      id="case-answer"
      name="message"
      label={t('answerLabel')}
      hint={t('answerHint')}
      required
      defaultValue={text}
      error={error ?? undefined}
      rows={6}
      onChange={(event) => setLength(event.currentTarget.value.length)}
      characterCount={(id) => <CharacterCount id={id} length={length} limit={CONVERSATION_MESSAGE_MAX} />}
    />
  );
}

import { Island } from '../../../islands/island.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageHero } from '../../../ui/page-hero.tsx';
import type { CaseAnswerRefused, CasePage, SupportCase } from '../case-page.ts';
import { SUPPORT_CASE_NS } from '../catalog.ts';
import { CaseAnswerField } from './case-answer-field.tsx';

/**
 * A support case as its private link shows it (issue 37): the case, the conversation oldest first
 * ("you" and "Levera support", nobody named), and a plain form for the answer, which works with and
 * without JavaScript. `refused` is the answer to a post that was not stored, with the text kept.
 */
export function CaseView({
  page,
  refused,
}: {
  page: Extract<CasePage, { outcome: 'case' }>;
  refused?: CaseAnswerRefused;
}) {
  const t = useT(SUPPORT_CASE_NS);
  const { supportCase, sentMessage } = page;
  return (
    <PageHero isNarrow>
      <PageHeader
        title={
          // The case number never breaks at its hyphens.
          <>
            {t('title')} <span className="whitespace-nowrap">{supportCase.caseNumber}</span>
          </>
        }
        intro={t('intro')}
      />
      <CaseFacts supportCase={supportCase} />
      <Conversation supportCase={supportCase} />
      <form method="post" noValidate className="mt-8 flex flex-col gap-4" aria-labelledby="case-answer">
        {sentMessage && !refused && (
          <p role="status" className="rounded-xl bg-brand-50 p-4 text-brand-900 ring-1 ring-brand-600/25">
            {sentMessage}
          </p>
        )}
        {refused && !refused.fieldError && (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
            {refused.message}
          </p>
        )}
        <Island
          name="case-answer-field"
          component={CaseAnswerField}
          props={{ text: refused?.text ?? '', error: refused?.fieldError ?? null }}
        />
        <Button type="submit" className="self-start">
          {t('send')}
        </Button>
      </form>
    </PageHero>
  );
}

function CaseFacts({ supportCase }: { supportCase: SupportCase }) {
  const t = useT(SUPPORT_CASE_NS);
  return (
    <dl className="mt-8 grid gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-slate-600">{t('subject')}</dt>
        <dd className="font-semibold text-slate-900">{supportCase.subject}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{t('status')}</dt>
        <dd className="font-semibold text-slate-900">{t(`statuses.${supportCase.status}`)}</dd>
      </div>
    </dl>
  );
}

function Conversation({ supportCase }: { supportCase: SupportCase }) {
  const t = useT(SUPPORT_CASE_NS);
  const format = useFormat();
  return (
    <section aria-labelledby="case-conversation" className="mt-8">
      <h2 id="case-conversation" className="text-xl font-bold text-slate-900">
        {t('conversation')}
      </h2>
      <ol className="mt-4 flex flex-col gap-4">
        {supportCase.messages.map((entry, index) => {
          const isSupport = entry.from === 'support';
          return (
            <li
              // The conversation only grows: an entry's place is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id and never move
              key={index}
              className={
                isSupport
                  ? 'rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-600/25 sm:mr-12'
                  : 'rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:ml-12'
              }
            >
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">
                  {isSupport ? t('fromSupport') : t('fromYou')}
                </span>
                {' · '}
                <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{entry.body}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

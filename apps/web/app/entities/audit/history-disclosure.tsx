import type { AuditEntity } from '@levera/domain';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { AUDIT_NS } from './catalog.ts';
import { ItemHistory } from './item-history.tsx';

/**
 * "Show history" under an item of a list (a query card, a vendor row): the history is read only when
 * opened, so a page of twenty items does not ask for twenty histories.
 */
export function HistoryDisclosure(props: { entity: AuditEntity; entityId: string; version?: string }) {
  const t = useT(AUDIT_NS);
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
        >
          {isOpen ? t('history.hide') : t('history.show')}
        </Button>
      </div>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && <ItemHistory {...props} />}
      </div>
    </div>
  );
}

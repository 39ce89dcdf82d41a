import { type PageCodeValue, pageUrl } from '@fieldline/contracts/common/page-codes';
import { Anchor } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { openPage } from '../../../app/page-codes';

/** A real link to a record page (copyable, middle-clickable) that goes through the unsaved-changes check. */
export function RecordLink({ code, id, children }: { code: PageCodeValue; id: number; children: ReactNode }) {
  const open = (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    void openPage(code, id);
  };
  return (
    <Anchor href={pageUrl(code, id)} onClick={open} fw={600} fz="sm">
      {children}
    </Anchor>
  );
}

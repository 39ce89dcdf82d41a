import { Paper, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentsTab, DocumentsTabLabel, type DocumentsTabProps } from './DocumentsTab';

export interface ItemsDocumentsTabsProps extends DocumentsTabProps {
  itemCount: number;
  /** The Items tab's content. */
  children: ReactNode;
}

/** The Items and Documents tabs under a purchasing document (purchase order, vendor bill). */
export function ItemsDocumentsTabs({ kind, id, itemCount, children }: ItemsDocumentsTabsProps) {
  return (
    <Paper p="lg" radius="md">
      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="items">Items ({itemCount})</Tabs.Tab>
          <Tabs.Tab value="documents">
            <DocumentsTabLabel kind={kind} id={id} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items">{children}</Tabs.Panel>
        <Tabs.Panel value="documents">
          <DocumentsTab kind={kind} id={id} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

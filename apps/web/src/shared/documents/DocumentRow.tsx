import {
  DOCUMENT_MESSAGES,
  type DocumentRecord,
  DocumentType,
  RELATED_LISTS,
  SOURCE_PAGE_CODES,
} from '@fieldline/contracts/documents/documents.contract';
import { ActionIcon, Anchor, Badge, Button, Group, Switch, Table, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFile, IconLink, IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { openPage, type PageCodeValue } from '../../app/page-codes';
import { confirmModal } from '../modals';
import { relatedRecords } from './document-model';
import {
  downloadDocument,
  logLinkAccess,
  useDeleteDocument,
  useRefreshDocuments,
  useUpdateDocument,
} from './documents.api';
import { EditDescriptionModal } from './EditDescriptionModal';
import { ExpandableList, ExpandableText } from './ExpandableCell';

const TYPE_ICONS = {
  [DocumentType.Image]: IconPhoto,
  [DocumentType.File]: IconFile,
  [DocumentType.Link]: IconLink,
};

function DocumentName({ doc }: { doc: DocumentRecord }) {
  const Icon = TYPE_ICONS[doc.documentType as keyof typeof TYPE_ICONS] ?? IconFile;
  const link =
    doc.documentType === DocumentType.Link ? (
      // The server accepts only http(s) addresses, so the browser opens it itself; the access is logged beside.
      <Anchor
        href={doc.fileName}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => logLinkAccess(doc.id)}
      >
        {doc.name}
      </Anchor>
    ) : (
      <Anchor component="button" type="button" ta="left" onClick={() => void downloadDocument(doc)}>
        {doc.name}
      </Anchor>
    );
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      {link}
    </Group>
  );
}

function RelatedButtons({ doc }: { doc: DocumentRecord }) {
  const items = relatedRecords(doc).map((r) => {
    const code = SOURCE_PAGE_CODES[RELATED_LISTS[r.key]] as PageCodeValue | undefined;
    return code ? (
      <Button
        key={`${r.key}:${r.id}`}
        size="compact-xs"
        variant="light"
        onClick={() => void openPage(code, r.id)}
        // Long display names wrap inside the button instead of overflowing it.
        h="auto"
        py={3}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
      >
        {r.displayName}
      </Button>
    ) : (
      <Badge key={`${r.key}:${r.id}`} variant="light" color="gray" tt="none">
        {r.displayName}
      </Badge>
    );
  });
  return <ExpandableList items={items} what={`the records of ${doc.name}`} />;
}

export interface DocumentRowProps {
  doc: DocumentRecord;
  canEdit: boolean;
}

/** One document: name (download), description, related records, technician visibility, edit and delete. */
export function DocumentRow({ doc, canEdit }: DocumentRowProps) {
  const [visible, setVisible] = useState(doc.visibleToTech);
  const [description, setDescription] = useState(doc.description);
  const [editing, setEditing] = useState(false);
  const update = useUpdateDocument();
  const remove = useDeleteDocument();
  const refresh = useRefreshDocuments();

  // Optimistic (spec 2 section 4): the switch flips at once and flips back if the server refuses.
  const toggle = (next: boolean) => {
    setVisible(next);
    update.mutate({ id: doc.id, visibleToTech: next }, { onError: () => setVisible(!next) });
  };

  const confirmDelete = async () => {
    const ok = await confirmModal(DOCUMENT_MESSAGES.confirmDelete, {
      title: 'Delete Document',
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(doc.id);
    } catch {
      return;
    }
    notifications.show({ color: 'teal', message: DOCUMENT_MESSAGES.deleted });
    await refresh();
  };

  return (
    <Table.Tr data-testid={`document-row-${doc.id}`}>
      <Table.Td maw={260}>
        <DocumentName doc={doc} />
      </Table.Td>
      <Table.Td maw={360}>
        <ExpandableText text={description} what={`the description of ${doc.name}`} />
      </Table.Td>
      <Table.Td maw={320}>
        <RelatedButtons doc={doc} />
      </Table.Td>
      <Table.Td>
        <Switch
          checked={visible}
          disabled={!canEdit}
          onChange={(e) => toggle(e.currentTarget.checked)}
          aria-label={`Visible to technicians: ${doc.name}`}
        />
      </Table.Td>
      <Table.Td>
        {canEdit && (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Tooltip label="Edit description" withArrow>
              <ActionIcon
                variant="subtle"
                aria-label={`Edit description of ${doc.name}`}
                onClick={() => setEditing(true)}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${doc.name}`}
                onClick={() => void confirmDelete()}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        {editing && (
          <EditDescriptionModal
            doc={{ ...doc, description }}
            onClose={() => setEditing(false)}
            onSaved={(saved) => setDescription(saved.description)}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

import { Permission } from '@fieldline/contracts/common/permissions';
import {
  ALLOWED_EXTENSIONS,
  DOCUMENT_MESSAGES,
  type DocumentRelated,
  type DocumentSourceKind,
} from '@fieldline/contracts/documents/documents.contract';
import { Button, FileButton, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconLink, IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, showErrorNotification } from '../../app/api';
import { useAccess } from '../../app/auth/AuthProvider';
import { EmptyRow, Paging, QueryStatus } from '../ui';
import { AddUrlModal } from './AddUrlModal';
import { DocumentRow } from './DocumentRow';
import { entityKey, fileBody, fileProblem, findEntity, readDataUrl } from './document-model';
import {
  createDocument,
  DOCUMENTS_PAGE_SIZE,
  filterOf,
  useDocumentCounts,
  useDocumentList,
  useDocumentRelated,
  useRefreshDocuments,
} from './documents.api';
import { UploadDocumentsModal, type UploadItem } from './UploadDocumentsModal';

export interface DocumentsTabProps {
  /** The page's own record. */
  kind: DocumentSourceKind;
  id: number;
}

const ALL = 'all';
const ACCEPT = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(',');

/** "Documents N / M" with its tooltip: for the record page's Tabs.Tab. */
export function DocumentsTabLabel({ kind, id }: DocumentsTabProps) {
  const access = useAccess(Permission.Documents);
  const related = useDocumentRelated(kind, id, access >= 1);
  const counts = useDocumentCounts(related.data);
  const ready = counts.own !== undefined && counts.all !== undefined;
  return (
    <Tooltip label={DOCUMENT_MESSAGES.tabTooltip} withArrow multiline w={320} openDelay={300}>
      <span>{ready ? `Documents ${counts.own} / ${counts.all}` : 'Documents'}</span>
    </Tooltip>
  );
}

/** The documents tab of a record page (spec 2 section 2.9). */
export function DocumentsTab({ kind, id }: DocumentsTabProps) {
  const access = useAccess(Permission.Documents);
  const related = useDocumentRelated(kind, id, access >= 1);
  if (access < 1) {
    return (
      <Text c="dimmed">You do not have permission to see documents. Ask an administrator for access.</Text>
    );
  }
  return (
    <QueryStatus query={related}>{(r) => <DocumentsPanel related={r} canEdit={access >= 2} />}</QueryStatus>
  );
}

function DocumentsPanel({ related, canEdit }: { related: DocumentRelated; canEdit: boolean }) {
  const entities = [related.entity, ...related.related];
  const [filterKey, setFilterKey] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<File[] | null>(null);
  const [addingLink, setAddingLink] = useState(false);
  const refresh = useRefreshDocuments();
  const chosen = findEntity(entities, filterKey);
  const list = useDocumentList(chosen ? filterOf([chosen]) : filterOf(entities), page, true);
  const defaultRelation = entityKey(chosen ?? related.entity);

  // Disallowed or oversized files are refused here as the server would; the others go to the dialog.
  const take = (files: File[]) => {
    const refused = files.flatMap((f) => {
      const problem = fileProblem(f);
      return problem ? [`${f.name}: ${problem}`] : [];
    });
    if (refused.length) showErrorNotification(refused.join('\n'));
    const ok = files.filter((f) => fileProblem(f) === null);
    if (ok.length) setPending(ok);
  };

  const upload = async (items: UploadItem[]) => {
    setPending(null);
    notifications.show({ color: 'blue', message: DOCUMENT_MESSAGES.uploading });
    for (const item of items) {
      const entity = findEntity(entities, item.relation);
      if (!entity) continue;
      try {
        const body = await readDataUrl(item.file);
        await createDocument(fileBody(item.file, body, item, entity));
      } catch (e) {
        // API failures were shown by the client; a file the browser could not read was not.
        if (!(e instanceof ApiError)) showErrorNotification(`${item.file.name} could not be read.`);
      }
    }
    await refresh();
  };

  const data = list.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group align="stretch" gap="md" wrap="wrap">
        <Select
          label="Show documents of"
          w={340}
          data={[
            { value: ALL, label: 'All (this record and related records)' },
            ...entities.map((e) => ({ value: entityKey(e), label: e.displayName })),
          ]}
          value={filterKey}
          allowDeselect={false}
          onChange={(v) => {
            setFilterKey(v ?? ALL);
            setPage(1);
          }}
        />
        {canEdit && (
          <>
            <Dropzone
              onDrop={take}
              activateOnClick={false}
              multiple
              aria-label="Drop files here to upload"
              data-testid="documents-dropzone"
              style={{ flex: 1, minWidth: 220 }}
              p="xs"
            >
              <Group justify="center" gap="xs" mih={44} style={{ pointerEvents: 'none' }}>
                <IconUpload size={20} aria-hidden />
                <Text fz="sm" c="dimmed">
                  Drag files here to upload
                </Text>
              </Group>
            </Dropzone>
            <Group align="flex-end" gap="xs">
              <FileButton onChange={take} multiple accept={ACCEPT}>
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />}>
                    Choose files
                  </Button>
                )}
              </FileButton>
              <Button
                variant="default"
                leftSection={<IconLink size={16} />}
                onClick={() => setAddingLink(true)}
              >
                Add link
              </Button>
            </Group>
          </>
        )}
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label="Documents" verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Related to</Table.Th>
              <Table.Th>Visible to technicians</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((doc) => (
              <DocumentRow key={`${doc.id}-${doc.version}`} doc={doc} canEdit={canEdit} />
            ))}
            {list.data && data.length === 0 && <EmptyRow colSpan={5} message="No documents." />}
            {list.isPending && <EmptyRow colSpan={5} message="Loading documents…" />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paging
        total={list.data?.count_filtered ?? 0}
        page={page}
        pageSize={DOCUMENTS_PAGE_SIZE}
        onChange={setPage}
      />
      {pending && (
        <UploadDocumentsModal
          files={pending}
          entities={entities}
          defaultRelation={defaultRelation}
          onClose={() => setPending(null)}
          onUpload={(items) => void upload(items)}
        />
      )}
      {addingLink && (
        <AddUrlModal
          entities={entities}
          defaultRelation={defaultRelation}
          onClose={() => setAddingLink(false)}
          onAdded={() => void refresh()}
        />
      )}
    </Stack>
  );
}

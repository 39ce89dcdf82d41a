import { Permission } from '@fieldline/contracts/common/permissions';
import { MAIL_STATUS_LABELS } from '@fieldline/contracts/mail/mail.contract';
import { Anchor, Badge, Button, Group, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconMail, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../app/auth/AuthProvider';
import { formatDateTime, NONE } from '../format';
import { EmptyRow, QueryStatus } from '../ui';
import { type DocumentPaths, pdfUrl, useDocumentEmails } from './document-email.api';
import { EmailDocumentModal } from './EmailDocumentModal';

/**
 * Print (the PDF in a new tab, where the browser prints it), Download and E-mail for one document.
 * `canSend` is the document's full permission; printing needs only reading it.
 */
export function DocumentActions({
  label,
  paths,
  canSend,
  extraBody,
  size,
  onSent,
}: {
  /** "Invoice 1042": the e-mail modal's title says "E-mail Invoice 1042". */
  label: string;
  paths: DocumentPaths;
  canSend: boolean;
  extraBody?: Record<string, unknown>;
  size?: 'xs' | 'sm';
  /** After a send (the bid's proposals refresh their sent records). */
  onSent?: () => void;
}) {
  const [emailing, setEmailing] = useState(false);
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={pdfUrl(paths)}
        target="_blank"
        rel="noopener"
        variant="default"
        size={size}
        leftSection={<IconPrinter size={16} />}
      >
        Print
      </Button>
      <Button
        component="a"
        href={pdfUrl(paths, true)}
        variant="default"
        size={size}
        leftSection={<IconDownload size={16} />}
      >
        Download
      </Button>
      {canSend && (
        <Button
          variant="default"
          size={size}
          leftSection={<IconMail size={16} />}
          onClick={() => setEmailing(true)}
        >
          E-mail
        </Button>
      )}
      {emailing && (
        <EmailDocumentModal
          title={`E-mail ${label}`}
          paths={paths}
          extraBody={extraBody}
          onSent={onSent}
          onClose={() => setEmailing(false)}
        />
      )}
    </Group>
  );
}

const STATUS_COLORS: Record<string, string> = {
  queued: 'blue',
  sending: 'blue',
  sent: 'green',
  held: 'yellow',
  failed: 'red',
  bounced: 'red',
};

/** The document's mail: what was sent to whom and when, with its state; administrators open it in the outbox. */
export function SentEmails({ base }: { base: string }) {
  const query = useDocumentEmails(base);
  const canOpen = useAccess(Permission.Settings) >= 1;
  return (
    <div data-testid="sent-emails">
      <Title order={4} mb="sm">
        Sent
      </Title>
      <QueryStatus query={query}>
        {(rows) => (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && <EmptyRow colSpan={4} message="Not e-mailed yet." />}
                {rows.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{formatDateTime(m.sentDate ?? m.createdDate)}</Table.Td>
                    <Table.Td>
                      <Text fz="sm">{m.to.join(', ')}</Text>
                      {m.cc.length > 0 && (
                        <Text fz="xs" c="dimmed">
                          cc {m.cc.join(', ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {canOpen ? (
                        <Anchor component={Link} to={`/admin/outbox/${m.id}`} fz="sm">
                          {m.subject || NONE}
                        </Anchor>
                      ) : (
                        m.subject || NONE
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[m.status] ?? 'gray'}>
                        {MAIL_STATUS_LABELS[m.status]}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryStatus>
    </div>
  );
}

import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Grid, Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl, type RecordPageProps } from '../../../app/page-codes';
import { DocumentsTab, DocumentsTabLabel } from '../../../shared/documents';
import { NotificationsRow } from '../../../shared/notifications';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { ContactForm } from '../components/ContactForm';
import { ContactLocations } from '../components/ContactLocations';
import { useContact } from '../contacts.api';

/** Page code 6074. */
export function ContactPage({ id }: RecordPageProps) {
  const query = useContact(id);
  const canEdit = useAccess(Permission.Contacts) >= 2;
  return (
    <QueryStatus query={query}>
      {(c) => (
        <>
          <PageHeader
            title={
              <Group gap="sm" component="span">
                <span>{c.displayName}</span>
                {c.isPrimaryContact && <Badge variant="light">Primary contact</Badge>}
                {!c.isActive && (
                  <Badge variant="filled" color="gray">
                    Inactive
                  </Badge>
                )}
              </Group>
            }
            description={
              c.customer ? (
                <Text span fz="sm">
                  {c.title ? `${c.title} · ` : ''}
                  <Anchor href={pageUrl(PageCode.Customer, c.customer.id)} fz="sm">
                    {c.customer.name} ({c.customer.accountNumber})
                  </Anchor>
                </Text>
              ) : (
                (c.title ?? 'No customer')
              )
            }
          />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Paper p="lg" radius="md">
                <Title order={2} fz="h4" mb="md">
                  Contact
                </Title>
                <ContactForm
                  key={c.version}
                  contact={c}
                  readOnly={!canEdit}
                  onReload={() => void query.refetch()}
                />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Paper p="lg" radius="md" mb="lg">
                <Title order={2} fz="h4" mb="md">
                  Locations
                </Title>
                <ContactLocations contact={c} canEdit={canEdit} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={12}>
              <Paper p="lg" radius="md">
                <Title order={2} fz="h4" mb="md">
                  Notifications
                </Title>
                <NotificationsRow kind="contact" id={c.id} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={12}>
              <Paper p="lg" radius="md">
                <Tabs defaultValue="documents" keepMounted={false}>
                  <Tabs.List mb="md">
                    <Tabs.Tab value="documents">
                      <DocumentsTabLabel kind="Contact" id={c.id} />
                    </Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="documents">
                    <DocumentsTab kind="Contact" id={c.id} />
                  </Tabs.Panel>
                </Tabs>
              </Paper>
            </Grid.Col>
          </Grid>
        </>
      )}
    </QueryStatus>
  );
}

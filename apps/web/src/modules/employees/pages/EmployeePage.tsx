import { Permission } from '@fieldline/contracts/common/permissions';
import { OVERTIME_RULE_LABELS } from '@fieldline/contracts/employees/employees.contract';
import { Badge, Paper, SimpleGrid, Tabs } from '@mantine/core';
import { useParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { dateOrNone } from '../../../shared/format';
import { Fact, PageHeader, QueryStatus, RecordTitle } from '../../../shared/ui';
import { AlertsPanel } from '../components/AlertsPanel';
import { CardsPanel } from '../components/CardsPanel';
import { EmployeeDetailsForm } from '../components/EmployeeDetailsForm';
import { RatesEditor } from '../components/RatesEditor';
import { TeamsPanel } from '../components/TeamsPanel';
import { useEmployee } from '../employees.api';

/** One employee: details, pay rates with effective dates, teams, alerts and company cards. */
export function EmployeePage() {
  const id = Number(useParams().id);
  const query = useEmployee(id);
  const canEdit = useAccess(Permission.Employees) >= 2;
  const expenses = useAccess(Permission.Expenses);
  const canSeeCards = expenses >= 1;
  return (
    <QueryStatus query={query}>
      {(e) => (
        <>
          <PageHeader
            crumbs={[{ label: 'Employees', to: '/employees' }]}
            title={
              <RecordTitle name={e.name}>
                {e.isTechnician && <Badge variant="light">Technician</Badge>}
                {!e.isActive && <Badge color="gray">Inactive</Badge>}
              </RecordTitle>
            }
            description={`Employee ${e.number}`}
          />
          <Paper p="lg" radius="md" mb="lg">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Fact label="Office">{e.officeName}</Fact>
              <Fact label="Teams">{e.teams.map((t) => t.name).join(', ')}</Fact>
              <Fact label="Pay type">{e.payType === 'hourly' ? 'Hourly' : 'Salaried'}</Fact>
              <Fact label="Overtime">{OVERTIME_RULE_LABELS[e.overtimeRule]}</Fact>
              <Fact label="Hired">{dateOrNone(e.hireDate)}</Fact>
              <Fact label="Sign-in user">{e.userName}</Fact>
              <Fact label="E-mail">{e.email}</Fact>
              <Fact label="Phone">{e.phone}</Fact>
            </SimpleGrid>
          </Paper>
          <Paper p="lg" radius="md">
            <Tabs defaultValue="details" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="details">Details</Tabs.Tab>
                <Tabs.Tab value="rates">Pay rates</Tabs.Tab>
                <Tabs.Tab value="teams">Teams</Tabs.Tab>
                <Tabs.Tab value="alerts">Alerts</Tabs.Tab>
                {canSeeCards && <Tabs.Tab value="cards">Company cards</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="details">
                <EmployeeDetailsForm key={e.version} employee={e} readOnly={!canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="rates">
                <RatesEditor key={e.version} employee={e} readOnly={!canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="teams">
                <TeamsPanel key={e.version} employee={e} readOnly={!canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="alerts">
                <AlertsPanel employeeId={e.id} readOnly={!canEdit} />
              </Tabs.Panel>
              {canSeeCards && (
                <Tabs.Panel value="cards">
                  <CardsPanel employeeId={e.id} readOnly={!canEdit || expenses < 2} />
                </Tabs.Panel>
              )}
            </Tabs>
          </Paper>
        </>
      )}
    </QueryStatus>
  );
}

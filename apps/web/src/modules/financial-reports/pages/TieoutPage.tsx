import { formatMoney } from '@fieldline/contracts/common/money';
import { TIEOUT_ALL_AGREE, type Tieout, tieoutTable } from '@fieldline/contracts/reports/tieout.contract';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DateFilter } from '../components/Filters';
import { ReportFrame } from '../components/ReportFrame';
import { type ReportQuery, today, useReport } from '../financial-reports.api';

const PATH = '/reports/financial/tieout';

/** Each control account against its subledger on a date; differences are listed and tinted red. */
export function TieoutPage() {
  const [date, setDate] = useState<string | null>(today());
  const query: ReportQuery = { date: date ?? undefined };
  const result = useReport<Tieout>(PATH, query, !!date);
  return (
    <ReportFrame
      slug="tieout"
      path={PATH}
      query={query}
      ready={!!date}
      result={result}
      toTable={tieoutTable}
      filters={<DateFilter label="As of" value={date} onChange={setDate} />}
      footer={(r) =>
        r.allAgree ? (
          <Alert color="green" icon={<IconCircleCheck size={18} />} data-testid="tieout-verdict">
            {TIEOUT_ALL_AGREE}
          </Alert>
        ) : (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title="Some control accounts disagree with their subledgers"
            data-testid="tieout-verdict"
          >
            <List size="sm">
              {r.checks
                .filter((c) => !c.agrees)
                .map((c) => (
                  <List.Item key={c.kind}>
                    {c.title}: the ledger is {formatMoney(c.glBalance)}, the subledger{' '}
                    {formatMoney(c.subledgerTotal)}, a difference of {formatMoney(c.difference)}
                    {c.parties.length > 0 && ` (${c.parties.length} listed under it)`}.
                  </List.Item>
                ))}
            </List>
          </Alert>
        )
      }
    />
  );
}

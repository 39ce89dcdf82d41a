import type { ArAging } from '@fieldline/contracts/reports/financial.contract';
import { apAgingTable, arAgingTable } from '@fieldline/contracts/reports/financial.tables';
import type { AgingReport } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { useState } from 'react';
import { type CustomerOption, CustomerSelect } from '../../../shared/contacts-manager/CustomerSelect';
import { DateFilter } from '../components/Filters';
import { ReportFrame } from '../components/ReportFrame';
import { type ReportQuery, today, useReport } from '../financial-reports.api';

export function ArAgingPage() {
  const [date, setDate] = useState<string | null>(today());
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const query: ReportQuery = { date: date ?? undefined, customerId: customer?.id };
  const result = useReport<ArAging>('/invoices/reports/aging', query, !!date);
  return (
    <ReportFrame
      slug="ar-aging"
      path="/invoices/reports/aging"
      query={query}
      ready={!!date}
      result={result}
      toTable={arAgingTable}
      filters={
        <>
          <DateFilter label="As of" value={date} onChange={setDate} />
          <div style={{ minWidth: 260 }}>
            <CustomerSelect value={customer} onChange={setCustomer} />
          </div>
        </>
      }
    />
  );
}

export function ApAgingPage() {
  const [date, setDate] = useState<string | null>(today());
  const query: ReportQuery = { date: date ?? undefined };
  const result = useReport<AgingReport>('/vendorbills/reports/aging', query, !!date);
  return (
    <ReportFrame
      slug="ap-aging"
      path="/vendorbills/reports/aging"
      query={query}
      ready={!!date}
      result={result}
      toTable={apAgingTable}
      filters={<DateFilter label="As of" value={date} onChange={setDate} />}
    />
  );
}

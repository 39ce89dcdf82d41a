import { useParams } from 'react-router';
import { PLANNED_AREAS } from '../shell/navigation';
import { NotAvailable } from './NotAvailable';
import { NotFoundPage } from './NotFoundPage';

/** /area/:name: the placeholder for a business area whose module is not built yet. */
export function AreaPage() {
  const { name = '' } = useParams();
  const area = Object.hasOwn(PLANNED_AREAS, name) ? PLANNED_AREAS[name] : undefined;
  if (!area) return <NotFoundPage />;
  return (
    <NotAvailable
      title={`${area.label} ${area.plural ? 'are' : 'is'} not available yet`}
      message={`The ${area.label.toLowerCase()} module is planned for a later release of Fieldline.`}
      detail="Nothing is shown here until it is built: no sample or placeholder data."
    />
  );
}

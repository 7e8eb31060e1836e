/** /status: how fresh the record is (linked from the footer). */
import { DataStatusPage } from '../../features/data-status/components/data-status-page.tsx';

export function Component() {
  return <DataStatusPage />;
}

/** /data: the bulk exports of the public record and what each field means (linked from the footer). */
import { DataPage } from '../../features/data/components/data-page.tsx';

export function Component() {
  return <DataPage />;
}

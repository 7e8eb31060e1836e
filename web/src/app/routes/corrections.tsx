/** /corrections: the public corrections log (linked from the footer). */
import { CorrectionsLog } from '../../features/corrections/components/corrections-log.tsx';

export function Component() {
  return <CorrectionsLog />;
}

/** /glossary: the council's words in plain words (linked from the footer and from item text). */
import { GlossaryPage } from '../../features/meetings/components/glossary-page.tsx';

export function Component() {
  return <GlossaryPage />;
}

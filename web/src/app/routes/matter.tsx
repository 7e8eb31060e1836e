/** /matters/:file: the bill's dossier, a followed item's page (issue 47). */
import { useParams } from 'react-router';
import { MatterDossierView } from '../../features/meetings/components/matter-dossier.tsx';

export function Component() {
  const { file = '' } = useParams();
  return (
    <div className="page">
      <MatterDossierView fileNumber={file} />
    </div>
  );
}

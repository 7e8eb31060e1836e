/** `/votes/compare?a=&b=`: two councilors side by side, and the agreement matrix of the sitting council. */
import { CompareView } from '../../features/votes/components/compare-view.tsx';

export function Component() {
  return <CompareView />;
}

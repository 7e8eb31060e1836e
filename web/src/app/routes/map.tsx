/** /map: council items that name a place, on a map with a list beside it (issue 31; our route beyond the spec's table). */
import { MapPage } from '../../features/map/components/map-page.tsx';

export function Component() {
  return <MapPage />;
}

/** `/councilors/:district`: a councilor, their district, their voting figures and how they voted (our deep link beyond the spec). */
import { useParams } from 'react-router';
import { CouncilorView } from '../../features/meetings/components/councilor-view.tsx';
import { DistrictItems } from '../../features/map/components/district-items.tsx';
import { CouncilorFiguresSection } from '../../features/votes/components/councilor-figures.tsx';
import { Component as NotFound } from './not-found.tsx';

export function Component() {
  const { district } = useParams();
  const number = district && /^\d{1,2}$/.test(district) ? Number(district) : NaN;
  if (!Number.isInteger(number) || number < 1) return <NotFound />;
  // The voting figures (votes feature) and the district's items on a map (map feature) are composed here, as
  // features never import each other.
  return (
    <CouncilorView
      district={number}
      figures={
        <>
          <CouncilorFiguresSection district={number} />
          <DistrictItems district={number} />
        </>
      }
    />
  );
}

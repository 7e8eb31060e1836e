/** `/councilors/:district`: a councilor, their district and how they voted (our deep link beyond the spec). */
import { useParams } from 'react-router';
import { CouncilorView } from '../../features/meetings/components/councilor-view.tsx';
import { Component as NotFound } from './not-found.tsx';

export function Component() {
  const { district } = useParams();
  const number = district && /^\d{1,2}$/.test(district) ? Number(district) : NaN;
  if (!Number.isInteger(number) || number < 1) return <NotFound />;
  return <CouncilorView district={number} />;
}

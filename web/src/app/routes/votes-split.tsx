/** `/votes/split`: every split (non-unanimous) vote, filterable, and their share per year. */
import { SplitVotesView } from '../../features/votes/components/split-votes-view.tsx';

export function Component() {
  return <SplitVotesView />;
}

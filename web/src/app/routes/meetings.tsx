/** `/meetings` and `/meetings/:id`: the meetings list beside the selected meeting (spec §2 Meetings). */
import { MeetingsView } from '../../features/meetings/components/meetings-view.tsx';

export function Component() {
  return <MeetingsView />;
}

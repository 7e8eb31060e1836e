/** Placeholder layout until the Contact Reps issue lands. */
import { Outlet } from 'react-router';

export function Component() {
  return <Outlet />;
}

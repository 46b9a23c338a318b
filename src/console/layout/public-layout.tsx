import { Outlet } from 'react-router-dom';
import { ConsoleFrame } from '@/console/layout/console-frame';
import { ConsoleHeader } from '@/console/layout/console-header';

/** Sign-in and enrolment: the console's frame, without navigation or account. */
export function PublicLayout() {
  return (
    <ConsoleFrame header={<ConsoleHeader />}>
      <Outlet />
    </ConsoleFrame>
  );
}

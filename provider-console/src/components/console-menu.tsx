import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { Menu } from 'react-admin';

/** The dashboard, the operators' day (the work queue, the schedule), then the resources. */
export function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to="/queue" primaryText="console.queue.menu" leftIcon={<PendingActionsIcon />} />
      <Menu.Item to="/schedule" primaryText="console.schedule.menu" leftIcon={<CalendarMonthIcon />} />
      <Menu.ResourceItems />
    </Menu>
  );
}

import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Menu } from 'react-admin';

/** The dashboard, the operators' day (the schedule), then the resources. */
export function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to="/schedule" primaryText="console.schedule.menu" leftIcon={<CalendarMonthIcon />} />
      <Menu.ResourceItems />
    </Menu>
  );
}
